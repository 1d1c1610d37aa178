"""`./course bench`: the engine's time per lesson, the site's cold build and rebuild, the static floor."""
from __future__ import annotations

import argparse
import logging
import shutil
import tempfile
from pathlib import Path

from . import engine_time, site_time

ROOT = Path(__file__).resolve().parents[1]
EDITED_PAGE = "ga-ai/index.md"
TURNS = 3  # serve sessions of the site and of the static floor, taken in turns


def main() -> None:
    parser = argparse.ArgumentParser(prog="./course bench", description=__doc__)
    parser.add_argument("--repeat", type=int, default=3, help="runs per engine measure (the best is kept)")
    args = parser.parse_args()
    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    print("engine, per lesson and revision (fresh process; best of %d)" % args.repeat)
    print(f"  {'lesson':8}{'at':6}{'cold s':>9}{'cached s':>10}")
    rows = engine_time.engine_times(args.repeat)
    for lesson, at, cold, cached in rows:
        print(f"  {lesson:8}{at:6}{cold:9.2f}{cached:10.2f}")
    print(f"  all lessons, each cold in its own process: {sum(r[2] for r in rows):.2f} s")
    engine_cold = engine_time.all_lessons_cold(args.repeat)
    print(f"  all lessons, cold in one process (as a build asks them): {engine_cold:.2f} s")

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        floor_config = site_time.static_copy(work / "static")
        colds = {"site": [], "floor": []}
        for turn in range(2):  # in turns, the best of each
            colds["site"].append(site_time.cold_build(ROOT / "mkdocs.yml", work / "out-site", work / f"cache-{turn}"))
            colds["floor"].append(site_time.cold_build(floor_config, work / "out-floor", work / f"cache-floor-{turn}"))
        site_cold, computed_cold = min(colds["site"])
        floor_cold = min(t for t, _ in colds["floor"])
        docs_copy = work / "site"
        shutil.copytree(ROOT, docs_copy, ignore=shutil.ignore_patterns(".venv", ".git", "site", ".cache", "__pycache__"))
        sessions = {"site": [], "floor": []}
        for turn in range(TURNS):  # in turns, so that the machine's noise falls on both alike
            sessions["site"].append(site_time.serve_session(docs_copy / "mkdocs.yml", docs_copy / "docs" / EDITED_PAGE,
                                                            args.repeat, work / f"cache-serve-{turn}"))
            sessions["floor"].append(site_time.serve_session(floor_config, None, args.repeat, work / f"cache-f-{turn}"))
        rebuild = min(s["rebuild"] for s in sessions["site"])
        floor_rebuild = min(s["rebuild"] for s in sessions["floor"])
        computed_first = max(s["computed_first"] for s in sessions["site"])
        computed_rebuild = max(s["computed_rebuilds"] for s in sessions["site"])
        in_plugin = min(s["in_plugin"] for s in sessions["site"])

    print("\nsite (three languages)")
    print(f"  cold build, fresh process, empty cache (best of 2): {site_cold:6.2f} s   static floor: {floor_cold:6.2f} s")
    print(f"  target: floor + engine cold + 1 s = {floor_cold + engine_cold + 1:.2f} s  ->  "
          f"{'met' if site_cold <= floor_cold + engine_cold + 1 else 'NOT met'}")
    print(f"  rebuild after a prose edit (serve, best of {TURNS * args.repeat} in {TURNS} sessions):    {rebuild:6.2f} s   static floor: {floor_rebuild:6.2f} s   "
          f"ratio {rebuild / floor_rebuild:.2f} (target 1.15: {'met' if rebuild <= 1.15 * floor_rebuild else 'NOT met'})")
    print(f"  of a rebuild, in the lessons plugin's hooks: {in_plugin:.3f} s "
          f"({in_plugin / rebuild:.0%}; the rest is mkdocs, Material and i18n, as in the floor)")
    pairs = len(rows)
    print(f"  probes computed, of {pairs} lessons x revisions, for three languages: cold build {computed_cold}, "
          f"serve's first build {computed_first}, its rebuilds after edits {computed_rebuild}")
    print("  target: each once per build ->", "met" if computed_cold == computed_first == pairs and computed_rebuild == 0
          else "NOT met")


if __name__ == "__main__":
    from mkdocs.exceptions import MkDocsException

    try:
        main()
    except MkDocsException as error:  # the site must build before it can be timed
        cause = error.__context__ or error
        raise SystemExit(f"the site does not build, so it cannot be timed:\n{cause}") from error
