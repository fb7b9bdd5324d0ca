/** A state machine as a table: from-state -> the states it may move to. */
export type Transitions<S extends string> = Record<S, readonly S[]>;

export function canTransition<S extends string>(table: Transitions<S>, from: S, to: S): boolean {
  return table[from].includes(to);
}

/** Which states may move to `to`: the guard a conditional UPDATE ... WHERE status IN (...) uses. */
export function sourcesOf<S extends string>(table: Transitions<S>, to: S): S[] {
  return (Object.keys(table) as S[]).filter((from) => table[from].includes(to));
}

/** States with no way out: a record there is done (completed, cancelled...). */
export function terminalStates<S extends string>(table: Transitions<S>): S[] {
  return (Object.keys(table) as S[]).filter((state) => table[state].length === 0);
}

/** States with a way out: the record is still running. */
export function liveStates<S extends string>(table: Transitions<S>): S[] {
  return (Object.keys(table) as S[]).filter((state) => table[state].length > 0);
}
