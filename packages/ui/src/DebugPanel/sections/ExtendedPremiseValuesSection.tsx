import { DEFAULT_PREMISE_PROBABILITY } from '@credence/engine';
import { DEBUG_PANEL_TEXT as T } from '../DebugPanel.text';
import { Badge, DebugSection, Fact, Facts, Muted, SubTitle } from '../DebugSection';
import { type DebugView, debugPercent, ownNumber } from '../debugView';

/** The parents named in the dependencies that are not premises, in order of first mention. */
function outsideParents(view: DebugView): string[] {
  const premiseIds = new Set(view.premises.map((premise) => premise.id));
  const used = view.calculated?.debugData.usedConditionals ?? [];
  return [...new Set(used.map((c) => c.parentId))].filter((id) => !premiseIds.has(id));
}

/**
 * Extended Premise Values: the engine's `premiseValues` (entered credence, the value the network
 * used, marginalization) and the outside parents' credences the engine evaluated with.
 */
export function ExtendedPremiseValuesSection({ view }: { view: DebugView }) {
  const debug = view.calculated?.debugData;
  if (!debug) {
    return (
      <DebugSection title={T.extendedPremiseValues} testId="debug-extended-premise-values">
        <Muted>{T.noCalculation}</Muted>
      </DebugSection>
    );
  }
  const outside = outsideParents(view);
  return (
    <DebugSection title={T.extendedPremiseValues} testId="debug-extended-premise-values">
      <Facts>
        {view.premises.map((premise) => {
          const value = debug.premiseValues[premise.id];
          if (!value) return null;
          return (
            <Fact
              key={premise.id}
              label={view.names.short(premise.id)}
              testId={`debug-extended-${premise.id}`}
            >
              {T.input} {debugPercent(value.input)} · {T.effective} {debugPercent(value.effective)}
              {value.marginalized ? <Badge tone="marginalization">{T.marginalized}</Badge> : null}
              {!value.marginalized && value.effective !== value.input ? (
                <Badge tone="interval">{T.adjusted}</Badge>
              ) : null}
            </Fact>
          );
        })}
      </Facts>
      {outside.length > 0 ? (
        <>
          <SubTitle>{T.externalClaims}</SubTitle>
          <Facts>
            {outside.map((id) => {
              const value = ownNumber(debug.rawInputs.externalClaims, id);
              return (
                <Fact key={id} label={view.names.text(id)} testId={`debug-external-${id}`}>
                  {debugPercent(value ?? DEFAULT_PREMISE_PROBABILITY)}
                  {value === undefined ? (
                    <Badge tone="negligible">{T.missingConfidence}</Badge>
                  ) : null}
                </Fact>
              );
            })}
          </Facts>
        </>
      ) : null}
    </DebugSection>
  );
}
