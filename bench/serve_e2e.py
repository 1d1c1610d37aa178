"""From a save to the served page: a real `mkdocs serve` of a project, edited while a reader has the page open.

The client does what the page's livereload script does in a browser: it holds a request to
`/livereload/<epoch>/<id>`, which the server answers once a newer build is visible, then loads the
page again. mkdocs' file watcher polls every 0.5 s and waits 0.1 s for edits to settle before it
rebuilds (mkdocs/livereload/__init__.py lines 105, 117 and 134; `mkdocs serve` offers no option
for either), so up to 0.6 s of each figure is the watcher's; the saves fall at random moments of
its polling period, as an author's do. Loopback only; bounded in time.
"""
from __future__ import annotations

import os
import random
import re
import signal
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


def ctrl_c_handled() -> None:
    """In a server about to start: SIGINT handled as a terminal's shell leaves it. A benchmark started in the
    background by a shell without job control ignores SIGINT, and a server inheriting that never stops on Ctrl-C."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def shown_after_save(config_file: Path, page: Path, url_path: str, edits: int, cache_dir: Path) -> list[float]:
    """Seconds from each save of `page` (a sentence appended) to the page holding it, as a reader sees it."""
    port = free_port()
    env = {**os.environ, "ENGINE_CACHE_DIR": str(cache_dir), "NO_MKDOCS_2_WARNING": "1"}
    with tempfile.TemporaryFile() as log:
        server = subprocess.Popen([sys.executable, "-m", "mkdocs", "serve", "--livereload", "-f", str(config_file),
                                   "-a", f"127.0.0.1:{port}"], cwd=config_file.parent, env=env, stdout=log,
                                  stderr=subprocess.STDOUT, start_new_session=True,
                                  preexec_fn=ctrl_c_handled)
        site, original, times = f"http://127.0.0.1:{port}/", page.read_text(encoding="utf-8"), []
        pause = random.Random(edits)
        try:
            until(lambda: fetch(site + url_path), TIMEOUT)
            for n in range(edits):
                epoch = page_epoch(fetch(site + url_path))
                time.sleep(pause.uniform(0.6, 1.1))  # past the last rebuild, at a random moment of the watcher's poll
                marker = f"Sentence {n} saved at {time.time():.3f}."
                start = time.perf_counter()
                page.write_text(page.read_text(encoding="utf-8") + f"\n{marker}\n", encoding="utf-8")
                while True:
                    epoch = int(fetch(f"{site}livereload/{epoch}/{n}"))  # answered once a newer build shows
                    if time.perf_counter() - start > 30:
                        raise TimeoutError("the served page did not show the edit in time")
                    if marker in fetch(site + url_path):
                        break
                times.append(time.perf_counter() - start)
        finally:  # as its user's Ctrl-C does, so that it removes its temporary site (a SIGTERM leaves it)
            os.killpg(server.pid, signal.SIGINT)
            server.wait(timeout=30)
            page.write_text(original, encoding="utf-8")
    return times


def page_epoch(html: str) -> int:
    """The build a served page comes from, as its livereload script knows it."""
    found = re.search(r"livereload\((\d+), \d+\)", html)
    if found is None:
        raise ValueError("the served page has no livereload script: is `--livereload` on?")
    return int(found.group(1))


def summary(times: list[float]) -> str:
    return f"best {min(times):.2f} s, median {statistics.median(times):.2f} s of {len(times)}"
