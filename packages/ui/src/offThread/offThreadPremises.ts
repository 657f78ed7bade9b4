/**
 * Arguments of this many premises or more are evaluated in a Web Worker, so the page keeps
 * drawing (a frame is 16 ms) while a premise slider moves: from here on an evaluation and the
 * results panel's scenario sort and sensitivity take longer than a frame (a Bayesian fit alone
 * takes about 20 ms).
 */
export const OFF_THREAD_PREMISES = 14;
