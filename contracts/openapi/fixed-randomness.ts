/**
 * Session tokens, upload names and verification codes come from `crypto.getRandomValues`, so an
 * example answer holding one would change at every generation. While `work` runs, the function
 * draws from a fixed sequence instead (mulberry32, a small well-known generator): the same
 * generation gives the same bytes.
 */
const mulberry32 = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return (value ^ (value >>> 14)) >>> 0;
  };
};

export async function withFixedRandomness<T>(work: () => Promise<T>, seed = 1): Promise<T> {
  const next = mulberry32(seed);
  const fill = <View extends ArrayBufferView | null>(view: View): View => {
    if (!view) return view;
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = next() & 0xff;
    return view;
  };
  // An own property in front of the prototype's method; deleting it puts the real one back.
  Object.defineProperty(crypto, 'getRandomValues', { value: fill, configurable: true, writable: true });
  try {
    return await work();
  } finally {
    delete (crypto as { getRandomValues?: unknown }).getRandomValues;
  }
}
