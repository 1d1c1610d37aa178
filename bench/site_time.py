"""The site's build times against the floor that mkdocs-material and the i18n plugin set.

The floor is the same site built from static pages: each page's markdown as the macro layer
rendered it, with the plugin taken out. Rebuilds are timed the way `mkdocs serve` does them
(bench/serve_like.py): in one process, the plugin kept from the first build.
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


def serve_session(config_file: Path, steps: list[dict], cache_dir: Path) -> dict:
    """A serve-like session (bench/serve_like.py) in a fresh process, from the project's own folder."""
    env = {**os.environ, "ENGINE_CACHE_DIR": str(cache_dir), "NO_MKDOCS_2_WARNING": "1"}
    env.pop("ENGINE_CACHE", None)
    run = subprocess.run([sys.executable, "-m", "bench.serve_like", str(config_file), json.dumps(steps)],
                         env=env, check=True, capture_output=True, text=True, cwd=project_of(config_file))
    return json.loads(run.stdout.strip().splitlines()[-1])


def project_of(config_file: Path) -> Path:
    """The project whose `bench`, `macros` and `engine` a session imports: the config's, or this one."""
    return config_file.parent if (config_file.parent / "bench").is_dir() else ROOT


def static_copy(work: Path, root: Path = ROOT) -> Path:
    """The site at `root` as static pages: every page's markdown as the plugin rendered it, the plugin removed
    (but for its cache of the theme's compiled templates, which bench/floor_hooks.py keeps)."""
    rendered = render_pages(root)
    shutil.copytree(root / "docs", work / "docs")
    for src, (meta, markdown) in rendered.items():
        meta = {k: v for k, v in meta.items() if k != "lesson"}
        (work / "docs" / src).write_text(f"---\n{yaml.safe_dump(meta, allow_unicode=True)}---\n\n{markdown}",
                                         encoding="utf-8")
    config = (root / "mkdocs.yml").read_text(encoding="utf-8")
    config = re.sub(r"^  - lessons:?\n(?:    .*\n)*", "", config, flags=re.MULTILINE)  # with its options, if any
    if re.search(r"^  - lessons\b", config, flags=re.MULTILINE):
        raise ValueError("the static floor's mkdocs.yml still names the lessons plugin: the floor would be the site")
    config = re.sub(r"^watch:.*\n(  - .*\n)+", "", config, flags=re.MULTILINE)
    config += f"hooks:\n  - {json.dumps(str(ROOT / 'bench' / 'floor_hooks.py'))}\n"  # the theme compiled once, as for the site
    (work / "mkdocs.yml").write_text(config, encoding="utf-8")
    for folder in ("translations", "overrides"):
        if (root / folder).is_dir():
            shutil.copytree(root / folder, work / folder)
    return work / "mkdocs.yml"


def render_pages(root: Path = ROOT) -> dict[str, tuple[dict, str]]:
    """Each page's front matter and markdown, as the plugin leaves them, by source path."""
    from macros.plugin import LessonsPlugin, build_language

    seen: dict[str, tuple[dict, str]] = {}
    original = LessonsPlugin.on_page_markdown

    def keep(self, markdown, page, config, files):
        out = original(self, markdown, page, config, files)
        # a static page holds the directives' HTML itself, where the plugin leaves a placeholder
        done = self.markup.get((page.file.src_uri, build_language(config) or self.language(page)))
        seen.setdefault(page.file.src_uri, (dict(page.meta), done.spliced(out) if done else out))
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
