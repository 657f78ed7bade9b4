import type { EvaluatorShareRequest } from '../ShareMenu/forwardEvaluatorShareRequests';

/**
 * Holds the evaluator's sharing requests until the Share menu (loaded on demand) is there to
 * take them, then hands each on as it comes: the first Share press is what loads the menu, and
 * it must not be lost while the code arrives.
 */
export interface ShareRequestQueue {
  /** A request from the evaluator: handed on, or kept until a receiver is attached. */
  post(request: EvaluatorShareRequest): void;
  /** Receives the kept requests (in order), then each new one; returns the detach function. */
  attach(receive: (request: EvaluatorShareRequest) => void): () => void;
}

/** A {@link ShareRequestQueue} with no receiver yet. */
export function createShareRequestQueue(): ShareRequestQueue {
  const kept: EvaluatorShareRequest[] = [];
  let receiver: ((request: EvaluatorShareRequest) => void) | undefined;
  return {
    post(request) {
      if (receiver) receiver(request);
      else kept.push(request);
    },
    attach(receive) {
      receiver = receive;
      for (const request of kept.splice(0)) receive(request);
      return () => {
        if (receiver === receive) receiver = undefined;
      };
    },
  };
}
