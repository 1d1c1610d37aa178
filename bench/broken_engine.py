"""An engine module that does not import (a syntax error in engine/table.py), timed on a copy of the site.

Two figures, each against its target: the strict build that fails on it, against a good build of
the same site with the same (warm) engine cache, since neither computes a lesson; and, under a real
`mkdocs serve`, the seconds from the save of the broken file to the page a reader has open showing
the error. tests/faults checks what the build and the server say; here, how long they take. The
broken file is restored after each measure.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .serve_e2e import ctrl_c_handled, fetch, free_port, until

BROKEN = "x = (\n"  # appended to the module: "'(' was never closed"
MESSAGE = "the engine does not import"
SHOWN_WITHIN = 2.0  # s, from the save to the served page (README: "within about two seconds")


def strict_build(config_file: Path, out: Path, cache_dir: Path, env: dict | None = None) -> tuple[float, int, str]:
    """Seconds for `mkdocs build --strict` in a fresh process, its exit code and what it said."""
    env = {**os.environ, "ENGINE_CACHE_DIR": str(cache_dir), "NO_MKDOCS_2_WARNING": "1", **(env or {})}
    start = time.perf_counter()
    run = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(config_file), "-d", str(out)],
                         env=env, cwd=config_file.parent, capture_output=True, text=True)
    return time.perf_counter() - start, run.returncode, run.stderr


def build_times(config_file: Path, module: Path, work: Path, repeat: int, env: dict | None = None) -> tuple[float, float]:
    """The best seconds of a good strict build and of one with `module` broken, in turns, on one warm cache."""
    cache, good, broken = work / "cache-broken-engine", [], []
    seconds, code, said = strict_build(config_file, work / "out-good", cache, env)  # warms the cache
    if code != 0:
        raise RuntimeError(f"the good build failed:\n{said[-2000:]}")
    original = module.read_text(encoding="utf-8")
    for _ in range(repeat):
        good.append(strict_build(config_file, work / "out-good", cache, env)[0])
        module.write_text(original + BROKEN, encoding="utf-8")
        try:
            seconds, code, said = strict_build(config_file, work / "out-broken", cache, env)
        finally:
            module.write_text(original, encoding="utf-8")
        if code == 0 or MESSAGE not in said:
            raise RuntimeError(f"the build with {module.name} broken did not fail as it should:\n{said[-2000:]}")
        broken.append(seconds)
    return min(good), min(broken)


def shown_after_save(config_file: Path, module: Path, url_path: str, edits: int, cache_dir: Path,
                     env: dict | None = None) -> list[float]:
    """Seconds from each save of `module` broken to the served page showing the error (restored, and the page whole
    again, between two edits)."""
    port = free_port()
    env = {**os.environ, "ENGINE_CACHE_DIR": str(cache_dir), "NO_MKDOCS_2_WARNING": "1", **(env or {})}
    site, original, times = f"http://127.0.0.1:{port}/{url_path}", module.read_text(encoding="utf-8"), []
    with tempfile.TemporaryFile() as log:
        server = subprocess.Popen([sys.executable, "-m", "mkdocs", "serve", "-f", str(config_file),
                                   "-a", f"127.0.0.1:{port}"], cwd=config_file.parent, env=env, stdout=log,
                                  stderr=subprocess.STDOUT, start_new_session=True,
                                  preexec_fn=ctrl_c_handled)
        try:
            until(lambda: fetch(site), 300)
            for _ in range(edits):
                time.sleep(1)  # past the last rebuild, the watcher idle
                start = time.perf_counter()
                module.write_text(original + BROKEN, encoding="utf-8")
                until(lambda: MESSAGE in fetch(site), 60)
                times.append(time.perf_counter() - start)
                module.write_text(original, encoding="utf-8")
                until(lambda: MESSAGE not in fetch(site), 300)
        finally:  # as its user's Ctrl-C does, so that it removes its temporary site (a SIGTERM leaves it)
            os.killpg(server.pid, signal.SIGINT)
            server.wait(timeout=30)
            module.write_text(original, encoding="utf-8")
    return times
