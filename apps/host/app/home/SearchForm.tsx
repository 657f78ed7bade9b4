/**
 * Search by title: a GET form (`?q=`), so a search is a link that can be kept or shared, and it
 * works before scripts load. With a search in force it says so and offers to clear it.
 */
import { Button, Column, Columns, Link, Stack, Text, TextField } from '@credence/ui';
import { Form } from '@remix-run/react';
import { MAX_SEARCH_CHARS } from './homeSections.ts';

/** The search by title, showing `query` (the `?q=` in force, or ''). */
export function SearchForm({ query }: { query: string }) {
  return (
    <Stack space="xsmall">
      <Form method="get" role="search" aria-label="Arguments">
        <Columns space="small" alignY="bottom">
          <Column>
            <TextField
              label="Search by title"
              name="q"
              type="search"
              defaultValue={query}
              maxLength={MAX_SEARCH_CHARS}
              // A new search replaces the old one's field: the key resets it after navigation.
              key={query}
            />
          </Column>
          <Column width="content">
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </Column>
        </Columns>
      </Form>
      {query ? (
        <Text size="small" tone="secondary" role="status">
          Arguments whose title has “{query}”. <Link href="/">Clear search</Link>
        </Text>
      ) : null}
    </Stack>
  );
}
