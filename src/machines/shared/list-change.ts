// Issue 29: a list page's change of one item (my-addresses: delete, prefer; my-payment: delete, mark favourite) is one
// state shape: the actor takes the chosen item's id and answers the whole new list; done: back to `ready` with that list
// (the machine's `set` action, params { output }), the target cleared and one toast (spec §8: the toaster alone tells a
// save); failed: back to `ready` with the machine's own failure actions. Each machine keeps its state names and context.

export function listChangeState<
  TContext,
  TList,
  const TSrc extends string,
  const TSet extends string,
  const TNotice,
  TOnError,
>(change: { src: TSrc; targetId: (context: TContext) => string; set: TSet; notice: TNotice; onError: TOnError }) {
  return {
    invoke: {
      id: change.src,
      src: change.src,
      input: ({ context }: { context: TContext }) => ({ id: change.targetId(context) }),
      onDone: {
        target: 'ready' as const,
        actions: [
          { type: change.set, params: ({ event }: { event: { output: TList } }) => ({ output: event.output }) },
          'clearTarget' as const,
          { type: 'notify' as const, params: { notice: change.notice } },
        ],
      },
      onError: { target: 'ready' as const, actions: change.onError },
    },
  };
}
