"""Lesson 21's engine time, pin and main together, in a fresh process with every cache off.

Run by hand: `.venv/bin/python -m bench.engine_l21 [--repeat N]`. Target: under 2 s in all.
Prints the best of N runs, stage by stage: imports, lesson 3's corpus and names, then each
revision's probe: its index (SYMBOLIC partition included), its batched searches, its tables.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

TARGET_SECONDS = 2.0
STAGES = """
import json, time
marks = [("start", time.perf_counter())]
import engine
from engine.lessons import run_lesson
from engine.ga.voicings import lesson3_corpus
marks.append(("imports", time.perf_counter()))
corpus = lesson3_corpus(); corpus.names
marks.append(("corpus and names", time.perf_counter()))
for at in ("pin", "main"):
    run_lesson("l21", at)  # the index's blocks are built on first use, so they count here
    marks.append((f"l21 at {at}", time.perf_counter()))
print(json.dumps([(name, t - marks[i][1]) for i, (name, t) in enumerate(marks[1:])]))
"""


def one_run() -> list[tuple[str, float]]:
    """Seconds per stage of one fresh process."""
    env = {**os.environ, "ENGINE_CACHE": "off"}
    run = subprocess.run([sys.executable, "-c", STAGES], env=env, capture_output=True, text=True, check=True)
    return [tuple(stage) for stage in json.loads(run.stdout.strip().splitlines()[-1])]


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.engine_l21", description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="fresh processes to run (the fastest is kept)")
    runs = [one_run() for _ in range(parser.parse_args().repeat)]
    best = min(runs, key=lambda stages: sum(s for _, s in stages))
    print("l21, pin and main, fresh process, caches off (best of %d)" % len(runs))
    for name, seconds in best:
        print(f"  {name:20}{seconds:6.2f} s")
    total = sum(s for _, s in best)
    print(f"  {'total':20}{total:6.2f} s   target {TARGET_SECONDS:.1f} s: {'met' if total < TARGET_SECONDS else 'NOT met'}")


if __name__ == "__main__":
    main()
