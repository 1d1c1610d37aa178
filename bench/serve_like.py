"""`python -m bench.serve_like CONFIG STEPS [KEEP]`: a `mkdocs serve` session without the server, its times as JSON.

It does what `mkdocs serve` does (mkdocs/commands/serve.py): loads the config, starts the plugins
for `serve`, builds the site with the server's address, hands the plugins a server in `on_serve`,
and after each edit calls the builder the server would call. STEPS is a JSON list of edits, each
`{"file": path, "append": text}` or `{"file": path, "replace": [old, new]}` (paths relative to
CONFIG's folder). With KEEP, the site as it stands after the first build and after each step is
copied to KEEP/0, KEEP/1, ... for a test to compare with a whole build.

Run in a process of its own (static-i18n patches mkdocs while it builds), from the folder of the
project to time, so that its `macros` and `engine` are the ones imported.
"""
from __future__ import annotations

import json
import logging
import shutil
import sys
import tempfile
import time
from pathlib import Path

SERVE_URL = "http://127.0.0.1:8000/"


class Server:
    """What the plugins may touch of mkdocs' LiveReloadServer in `on_serve`: its builder and its watch list."""

    def __init__(self, builder):
        self.builder = builder
        self.watched: list[str] = []

    def watch(self, path, func=None, recursive=True):
        self.watched.append(path)


def session(config_file: Path, steps: list[dict], keep: Path | None, site: Path) -> dict:
    """Build, then edit and rebuild step by step; the seconds of each build and what the plugin rebuilt."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    def get_config():
        config = load_config(str(config_file), site_dir=str(site))
        config.site_url = SERVE_URL
        return config

    def builder(config=None):
        build(config or get_config(), serve_url=SERVE_URL)

    config = get_config()
    config.plugins.on_startup(command="serve", dirty=False)
    start = time.perf_counter()
    builder(config)
    first = time.perf_counter() - start
    server = config.plugins.on_serve(Server(builder), config=config, builder=builder)
    incremental = getattr(config.plugins.get("lessons"), "incremental", None)
    keep_site(site, keep, 0)
    rebuilds, computed_first = [], computed()
    for n, step in enumerate(steps, 1):
        edit(config_file.parent / step["file"], step)
        start, before = time.perf_counter(), computed()
        server.builder()
        seconds = time.perf_counter() - start  # the server shows the page from here
        if incremental is not None:
            incremental.settle()  # the search index, written meanwhile, is in the site that is kept
        last = getattr(incremental, "last", None)
        rebuilds.append({"seconds": seconds, "incremental": last is not None, "computed": computed() - before,
                         "pages": [list(p) for p in last.pages] if last else None,
                         "cpu_seconds": last.cpu_seconds if last else None,
                         "search_seconds": last.search_seconds if last else None})
        keep_site(site, keep, n)
    return {"first": first, "computed_first": computed_first, "rebuilds": rebuilds}


class Computed(logging.Handler):
    """Counts the lessons the plugin says it computed ("l19 at pin: computed in 0.52 s")."""

    count = 0

    def emit(self, record):
        Computed.count += ": computed in " in record.getMessage()


def computed() -> int:
    return Computed.count


def edit(path: Path, step: dict) -> None:
    """Change the file as an editor saves it: at once, with a newer modification time."""
    text = path.read_text(encoding="utf-8")
    if "append" in step:
        text += step["append"]
    else:
        old, new = step["replace"]
        assert old in text, f"{old!r} is not in {path}"
        text = text.replace(old, new, 1)
    before = path.stat().st_mtime_ns
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
    if path.stat().st_mtime_ns == before:  # a coarse clock: make the change visible
        time.sleep(0.01)
        path.touch()


def keep_site(site: Path, keep: Path | None, n: int) -> None:
    if keep is not None:
        shutil.copytree(site, keep / str(n))


def main() -> None:
    config_file, steps = Path(sys.argv[1]).resolve(), json.loads(sys.argv[2])
    keep = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    counter = logging.getLogger("mkdocs.plugins.macros")
    counter.setLevel(logging.INFO)
    counter.addHandler(Computed())
    counter.propagate = False
    with tempfile.TemporaryDirectory() as site:
        print(json.dumps(session(config_file, steps, keep, Path(site))))


if __name__ == "__main__":
    main()
