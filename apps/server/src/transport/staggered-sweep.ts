/**
 * Walks a live set a slice at a time, so that visiting every member once per interval costs a little on each
 * of many ticks instead of one long stall. Colyseus' WebSocket transport pings every socket in one loop every
 * 3 s: at 4,000 players that loop stalled the event loop for 115–295 ms each time, and every answer arriving
 * meanwhile waited for it.
 *
 * Call `step()` `slices` times per interval. A pass visits ⌈size / slices⌉ members a step, carrying on where the
 * last step stopped, and the next pass starts `slices` steps after this one did: each member is visited once
 * per interval however small or large the set (a small set is not visited more often). Members added during
 * a pass are visited in it or the next; members removed are skipped (a Set's iterator allows both).
 */
export class StaggeredSweep<T> {
  private cursor: Iterator<T> | undefined;
  /** steps since the current pass began */
  private stepsInPass = Number.POSITIVE_INFINITY;

  constructor(
    private readonly members: Set<T>,
    private readonly slices: number,
    private readonly visit: (member: T) => void,
  ) {}

  /** Visits the next slice; returns how many members it visited. */
  step(): number {
    if (this.cursor === undefined) {
      if (this.stepsInPass < this.slices) {
        // this pass is done early: wait for the interval to end before the next one
        this.stepsInPass += 1;
        return 0;
      }
      this.cursor = this.members.values();
      this.stepsInPass = 0;
    }
    this.stepsInPass += 1;
    const budget = Math.ceil(this.members.size / Math.max(1, this.slices));
    let visited = 0;
    while (visited < budget) {
      const next = this.cursor.next();
      if (next.done === true) {
        this.cursor = undefined;
        break;
      }
      this.visit(next.value);
      visited += 1;
    }
    return visited;
  }
}
