"""The site's build times against the floor that mkdocs-material and the i18n plugin set.

The floor is the same site built from static pages: each page's markdown as the macro layer
rendered it, with the plugin taken out. A rebuild after a prose edit is timed the way
`mkdocs serve` does it: in one process, the plugin kept from the first build.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml
from mkdocs.commands.build import build
from mkdocs.config import load_config

ROOT = Path(__file__).resolve().parents[1]


def cold_build(config_file: Path, out: Path, cache_dir: Path) -> tuple[float, int]:
    """Seconds for `mkdocs build` in a fresh process with an empty engine cache, and the probes it computed."""
    env = {**os.environ, "ENGINE_CACHE_DIR": str(cache_dir), "NO_MKDOCS_2_WARNING": "1"}
    start = time.perf_counter()
    run = subprocess.run([sys.executable, "-m", "mkdocs", "build", "-f", str(config_file), "-d", str(out)],
                         env=env, check=True, cwd=config_file.parent, capture_output=True, text=True)
    return time.perf_counter() - start, run.stderr.count(": computed in ")


PLUGIN_SECONDS = [0.0]  # time spent in the lessons plugin's hooks, in this process


def time_the_plugin() -> None:
    """Count the time the lessons plugin's hooks take (call before any config is loaded)."""
    from macros.plugin import LessonsPlugin

    for name in ("on_config", "on_pre_build", "on_page_markdown", "on_post_build"):
        hook = getattr(LessonsPlugin, name)

        def timed(self, *args, _hook=hook, **kwargs):
            start = time.perf_counter()
            try:
                return _hook(self, *args, **kwargs)
            finally:
                PLUGIN_SECONDS[0] += time.perf_counter() - start

        timed.mkdocs_priority = getattr(hook, "mkdocs_priority", 0)
        setattr(LessonsPlugin, name, timed)


def serve_like_rebuilds(config_file: Path, out: Path, edit: Path | None,
                        repeat: int = 3) -> tuple[float, float, int, int, float]:
    """(first build, best rebuild after editing `edit`, probes computed by the first and by all rebuilds,
    the least time a rebuild spent in the lessons plugin), in one process."""
    from engine import cache

    def once(first: bool) -> tuple[float, int]:
        # like `mkdocs serve`: the config is loaded anew for each build, and the plugins that
        # have on_startup come back from mkdocs' plugin cache, started once
        config = load_config(str(config_file), site_dir=str(out))
        if first:
            config.plugins.on_startup(command="serve", dirty=False)
        before = len(cache.computed)
        PLUGIN_SECONDS[0] = 0.0
        start = time.perf_counter()
        build(config, serve_url="http://127.0.0.1:8000/")
        return time.perf_counter() - start, len(cache.computed) - before

    cache.forget()  # this process may have asked the engine already: start as `mkdocs serve` does
    first, computed_first = once(True)
    rebuilds, computed_rebuilds, in_plugin = [], 0, []
    for n in range(repeat):
        if edit is not None:
            edit.write_text(edit.read_text(encoding="utf-8") + f"\nSentence {n} added while editing.\n", encoding="utf-8")
        seconds, computed = once(False)
        rebuilds.append(seconds)
        in_plugin.append(PLUGIN_SECONDS[0])
        computed_rebuilds += computed
    return first, min(rebuilds), computed_first, computed_rebuilds, min(in_plugin)


def serve_session(config_file: Path, edit: Path | None, repeat: int, cache_dir: Path) -> dict:
    """A serve-like session in a fresh process (an empty engine cache), as `bench.serve_like` reports it."""
    env = {**os.environ, "ENGINE_CACHE_DIR": str(cache_dir), "NO_MKDOCS_2_WARNING": "1"}
    run = subprocess.run([sys.executable, "-m", "bench.serve_like", str(config_file), str(edit or "-"), str(repeat)],
                         env=env, check=True, capture_output=True, text=True, cwd=ROOT)
    return json.loads(run.stdout.strip().splitlines()[-1])


def static_copy(work: Path, root: Path = ROOT) -> Path:
    """The site at `root` as static pages: every page's markdown as the plugin rendered it, the plugin removed."""
    rendered = render_pages(root)
    shutil.copytree(root / "docs", work / "docs")
    for src, (meta, markdown) in rendered.items():
        meta = {k: v for k, v in meta.items() if k != "lesson"}
        (work / "docs" / src).write_text(f"---\n{yaml.safe_dump(meta, allow_unicode=True)}---\n\n{markdown}",
                                         encoding="utf-8")
    config = (root / "mkdocs.yml").read_text(encoding="utf-8")
    config = re.sub(r"^  - lessons\n", "", config, flags=re.MULTILINE)
    config = re.sub(r"^watch:.*\n(  - .*\n)+", "", config, flags=re.MULTILINE)
    (work / "mkdocs.yml").write_text(config, encoding="utf-8")
    for folder in ("translations", "overrides"):
        if (root / folder).is_dir():
            shutil.copytree(root / folder, work / folder)
    return work / "mkdocs.yml"


def render_pages(root: Path = ROOT) -> dict[str, tuple[dict, str]]:
    """Each page's front matter and markdown, as the plugin leaves them, by source path."""
    from macros.plugin import LessonsPlugin

    seen: dict[str, tuple[dict, str]] = {}
    original = LessonsPlugin.on_page_markdown

    def keep(self, markdown, page, config, files):
        out = original(self, markdown, page, config, files)
        seen.setdefault(page.file.src_uri, (dict(page.meta), out))
        return out

    LessonsPlugin.on_page_markdown = keep
    try:
        with tempfile.TemporaryDirectory() as out:
            config = load_config(str(root / "mkdocs.yml"), site_dir=out)
            config.plugins.on_startup(command="build", dirty=False)
            build(config)
    finally:
        LessonsPlugin.on_page_markdown = original
    return seen
