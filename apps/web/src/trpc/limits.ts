/** The most calls one batched tRPC request may carry; the client batches no more. */
export const MAX_BATCH_SIZE = 10;
