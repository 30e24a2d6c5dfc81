/**
 * One counted view per viewer and advert in a window: a reload, a back-and-forth or a script that
 * calls Mutation.recordAdvertView in a loop counts once per `windowMs`. A viewer is the signed-in
 * account, else the client address. Kept in this process's memory (bounded: the oldest marks go
 * first), which is what a single app process needs; several processes would each count once.
 */
export class RecentViews {
  private readonly marks = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly maxMarks: number,
  ) {}

  /** True when `viewer` has not had a view of `advertId` counted in the window before `nowMs` (and marks it). */
  firstInWindow(advertId: number, viewer: string, nowMs: number): boolean {
    const key = `${advertId} ${viewer}`;
    const last = this.marks.get(key);
    if (last !== undefined && nowMs - last < this.windowMs) return false;
    // Re-inserting moves the key to the end: the map stays in order of the last counted view.
    this.marks.delete(key);
    this.marks.set(key, nowMs);
    this.evict(nowMs);
    return true;
  }

  /** Drops expired marks from the front, and the oldest ones beyond the bound. */
  private evict(nowMs: number): void {
    for (const [key, at] of this.marks) {
      if (this.marks.size <= this.maxMarks && nowMs - at < this.windowMs) break;
      this.marks.delete(key);
    }
  }

  get size(): number {
    return this.marks.size;
  }
}
