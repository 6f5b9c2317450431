import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MIN_FETCH_DELAY_MS, withMinDelay } from "@/site/http/min-delay";

describe("withMinDelay (001 §9: 200 ms minimum for list loads)", () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  const track = <T,>(promise: Promise<T>) => {
    const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
    promise.then((value) => { state.settled = true; state.value = value; }, (error: unknown) => { state.settled = true; state.error = error; });
    return state;
  };

  it("holds a fast answer until 200 ms have passed", async () => {
    expect(MIN_FETCH_DELAY_MS).toBe(200);
    const fetcher = vi.fn(async (url: string) => `answer for ${url}`);
    const state = track(withMinDelay(fetcher)("/de/api/events/"));
    await vi.advanceTimersByTimeAsync(199);
    expect(fetcher).toHaveBeenCalledWith("/de/api/events/");
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.value).toBe("answer for /de/api/events/");
  });

  it("adds nothing to an answer slower than the minimum", async () => {
    const slow = withMinDelay(() => new Promise<string>((resolve) => setTimeout(() => resolve("late"), 500)));
    const state = track(slow());
    await vi.advanceTimersByTimeAsync(499);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.value).toBe("late");
  });

  it("delays a failure as well and passes the error on", async () => {
    const state = track(withMinDelay(async () => { throw new Error("503"); }, 200)());
    await vi.advanceTimersByTimeAsync(150);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(state.error).toBeInstanceOf(Error);
    expect((state.error as Error).message).toBe("503");
  });
});
