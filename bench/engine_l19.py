"""How long the engine takes to print lesson 19, at the pin and on main, cold and with the cache.

Run by hand from the project root (not a test): `.venv/bin/python bench/engine_l19.py [--runs N]`.
Each measurement is a fresh `python -c` process that imports the engine, asks `lesson_report`
for l19 and renders it: the engine's time is measured inside, from the first import to the
text; the process's from outside (interpreter start included). The best of N runs is shown, as
`./course bench` does: other work on the machine only ever adds time. Cold: ENGINE_CACHE=off,
so the corpus, the index and the report are built. Warm: a disk cache in a temporary folder,
filled by a first run, so the report is read back. A cold run's stages are printed below.
Targets on the course's 2-core machine: under 2 s cold, under 0.3 s warm.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGETS = {"cold": 2.0, "warm": 0.3}
CHILD = """
import json, sys, time
marks = [("start", time.perf_counter())]
from engine import cache, lesson_report, render_report
marks.append(("imports", time.perf_counter()))
cache.report_key("l19", sys.argv[1])
marks.append(("report key (source hash)", time.perf_counter()))
if sys.argv[2] == "stages":
    from engine.lessons import l19
    ga = l19.model(sys.argv[1]); ga.index.corpus.names
    marks.append(("corpus and names", time.perf_counter()))
    for question in l19.QUESTIONS:
        question(ga)
        marks.append((question.__name__, time.perf_counter()))
else:
    render_report(lesson_report("l19", sys.argv[1]))
    marks.append(("report", time.perf_counter()))
print(json.dumps(marks))
"""


def child(at: str, env: dict, mode: str = "report") -> tuple[float, list]:
    """One fresh process: its wall time, and the (stage, time) marks it took inside."""
    start = time.perf_counter()
    run = subprocess.run([sys.executable, "-c", CHILD, at, mode], cwd=ROOT, env=env, capture_output=True,
                         text=True, check=True)
    return time.perf_counter() - start, json.loads(run.stdout.strip().splitlines()[-1])


def best(at: str, env: dict, runs: int) -> tuple[float, float]:
    """The best wall time and the best engine time of `runs` processes."""
    results = [child(at, env) for _ in range(runs)]
    return min(w for w, _ in results), min(m[-1][1] - m[0][1] for _, m in results)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per measurement (the best is shown)")
    args = parser.parse_args()
    base = {k: v for k, v in os.environ.items() if k not in ("ENGINE_CACHE", "ENGINE_CACHE_DIR")}
    ok = True
    with tempfile.TemporaryDirectory() as folder:
        settings = {"cold": base | {"ENGINE_CACHE": "off"}, "warm": base | {"ENGINE_CACHE_DIR": folder}}
        for at in ("pin", "main"):
            child(at, settings["warm"])  # fill the cache for the warm runs
        print(f"{'l19':10} {'engine':>8} {'process':>8}  target")
        for kind, env in settings.items():
            for at in ("pin", "main"):
                wall, inside = best(at, env, args.runs)
                ok &= inside < TARGETS[kind]
                over = "" if inside < TARGETS[kind] else "  (over)"
                print(f"{kind + ' ' + at:10} {inside:7.3f}s {wall:7.3f}s  < {TARGETS[kind]} s{over}")
    for at in ("pin", "main"):
        _, marks = child(at, settings["cold"], "stages")
        steps = ", ".join(f"{name} {t - previous:.3f}" for (name, t), (_, previous) in zip(marks[1:], marks))
        print(f"cold {at} by stage (s): {steps}")
    print(f"load average {os.getloadavg()[0]:.2f} (other work on the machine slows every figure)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
