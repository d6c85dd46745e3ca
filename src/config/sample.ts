/**
 * A placeholder the owner has not replaced yet. The site runs on it, so every page works before
 * launch; the legal pages show a bracketed placeholder instead, `/audit` lists it and `npm start` in
 * production warns about it. It is a class so that `instanceof` tells it apart from a real value of
 * any shape (a provider object, a list of links, `null`).
 */
export class Sample<Value> {
  readonly value: Value;

  constructor(value: Value) {
    this.value = value;
  }
}

/** Marks a value as sample data: `authorName: sample('Luana Alves')`. Setting the real value removes the wrapper. */
export function sample<Value>(value: Value): Sample<Value> {
  return new Sample(value);
}

/** A fact as the owner writes it: the real value, or a sample placeholder of the same type. */
export type Fact<Value> = Value | Sample<Value>;

/** The value a fact holds, sample or not. */
export function factValue<Value>(fact: Fact<Value>): Value {
  return fact instanceof Sample ? fact.value : fact;
}
