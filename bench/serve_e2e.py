"""From a save to the served page: a real `mkdocs serve` of a project, edited while a client asks for the page.

mkdocs' file watcher polls every 0.5 s and waits 0.1 s for edits to settle before it rebuilds
(mkdocs/livereload/__init__.py lines 105, 117 and 134; `mkdocs serve` offers no option for
either), so this adds up to 0.6 s to the rebuild itself. Loopback only; bounded in time.
"""
from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

TIMEOUT = 300  # s, for the first build; an edit gets 30 s


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fetch(url: str) -> str:
    with urllib.request.urlopen(url, timeout=30) as answer:
        return answer.read().decode("utf-8")


def until(condition, seconds: float):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if condition():
                return True
        except OSError:
            pass
        time.sleep(0.01)
    raise TimeoutError("the served site did not answer in time")


def shown_after_save(config_file: Path, page: Path, url_path: str, edits: int, cache_dir: Path) -> list[float]:
    """Seconds from each save of `page` (a sentence appended) to the served page holding it."""
    port = free_port()
    env = {**os.environ, "ENGINE_CACHE_DIR": str(cache_dir), "NO_MKDOCS_2_WARNING": "1"}
    with tempfile.TemporaryFile() as log:
        server = subprocess.Popen([sys.executable, "-m", "mkdocs", "serve", "--livereload", "-f", str(config_file),
                                   "-a", f"127.0.0.1:{port}"], cwd=config_file.parent, env=env, stdout=log,
                                  stderr=subprocess.STDOUT)
        url, original, times = f"http://127.0.0.1:{port}/{url_path}", page.read_text(encoding="utf-8"), []
        try:
            until(lambda: fetch(url), TIMEOUT)
            for n in range(edits):
                marker = f"Sentence {n} saved at {time.time():.3f}."
                start = time.perf_counter()
                page.write_text(page.read_text(encoding="utf-8") + f"\n{marker}\n", encoding="utf-8")
                until(lambda marker=marker: marker in fetch(url), 30)
                times.append(time.perf_counter() - start)
                time.sleep(0.7)  # past the watcher's next poll, so edits do not run together
        finally:
            server.terminate()
            server.wait(timeout=30)
            page.write_text(original, encoding="utf-8")
    return times


def summary(times: list[float]) -> str:
    return f"best {min(times):.2f} s, median {statistics.median(times):.2f} s of {len(times)}"
