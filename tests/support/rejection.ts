/** The error `promise` rejects with; throws (failing the test) when it resolves or rejects with anything but an `ErrorClass`. */
export async function rejectionOf<E extends Error>(promise: Promise<unknown>, ErrorClass: abstract new (...args: never[]) => E): Promise<E> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ErrorClass)) throw new Error(`expected a ${ErrorClass.name}, got ${String(error)}`);
  return error;
}
