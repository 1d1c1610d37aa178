"""Under `mkdocs serve`, an edit renders again only the pages it changes, exactly as a whole build writes them.

One serve-like session (bench/serve_like.py: mkdocs' serve steps, without the server) on a copy
of the project, edited step by step; the site is kept after each step and compared with the one
before it and, at the end, with a whole `mkdocs build` of the edited copy.
"""
import filecmp
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from engine import cache
from macros import compiled_templates

# builds a copy of the whole project four times: run with the site's tests, not in the edit-test loop
pytestmark = [pytest.mark.build, pytest.mark.site]
ROOT = Path(__file__).resolve().parents[2]
FRENCH, ENGLISH = "docs/ga-ai/21-the-voicing-search.fr.md", "docs/ga-ai/19-voice-leading-pairs.md"
STEPS = [
    {"file": FRENCH, "append": "\nUne phrase ajoutée en relisant.\n"},
    {"file": ENGLISH, "append": "\nA sentence added while editing.\n"},
    {"file": "engine/lessons/l25.py", "append": "\n# an edit that changes the lesson's key, not its answers\n"},
]
INDEXES = {"search/search_index.json", "es/search/search_index.json", "fr/search/search_index.json"}  # one a language
TITLE_STEP = {"file": FRENCH, "replace": ['title: "', 'title: "Retitled: ']}


def html_of(src: str) -> str:
    """The built file of a page source: `docs/ga-ai/x.fr.md` -> `fr/ga-ai/x/index.html`."""
    match = re.fullmatch(r"docs/(.*?)(?:\.([a-z]{2}))?\.md", src)
    page, language = match.groups()
    folder = "" if page == "index" else page.removesuffix("/index") + "/"
    return f"{language + '/' if language else ''}{folder}index.html"


def changed(before: Path, after: Path) -> set[str]:
    """The files of the site that differ, appear or disappear between two copies of it."""
    names = {str(p.relative_to(before)) for p in before.rglob("*") if p.is_file()}
    names |= {str(p.relative_to(after)) for p in after.rglob("*") if p.is_file()}
    return {n for n in names if not ((before / n).is_file() and (after / n).is_file()
                                     and filecmp.cmp(before / n, after / n, shallow=False))}


def asks_for(lesson: str, copy: Path) -> set[str]:
    """The built files of every page that names `lesson` in its front matter or its directives."""
    named = re.compile(rf"""^lesson:\s*{lesson}\s*$|lesson\s*=\s*['"]{lesson}['"]""", re.MULTILINE)
    return {html_of(str(p.relative_to(copy))) for p in (copy / "docs").rglob("*.md") if named.search(p.read_text())}


def engine_cache(work: Path) -> Path:
    """The engine cache this test run shares (tests/conftest.py; the copy's engine is the same code), else one of its own."""
    return cache.disk_cache_dir() or work / "cache"


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    """The copy, the sites kept after each step, and the session's report."""
    work = tmp_path_factory.mktemp("incremental")
    copy, kept = work / "project", work / "kept"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".venv", ".git", "site", ".cache", "__pycache__",
                                                                 ".pytest_cache"))
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(copy), "ENGINE_CACHE": "on",
           "ENGINE_CACHE_DIR": str(engine_cache(work))}
    if compiled_templates.folder() is not None:  # the copy's theme is this checkout's: its templates compiled here
        env["TEMPLATE_CACHE_DIR"] = str(compiled_templates.folder())
    run = subprocess.run([sys.executable, "-m", "bench.serve_like", str(copy / "mkdocs.yml"),
                          json.dumps(STEPS + [TITLE_STEP]), str(kept)],
                         cwd=copy, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-4000:]
    return copy, kept, json.loads(run.stdout.strip().splitlines()[-1]), env


@pytest.fixture(scope="module")
def whole_build(session, tmp_path_factory):
    """A whole `mkdocs build` of the copy as it stood before the title edit, in a fresh process."""
    copy, _, _, env = session
    before_title = tmp_path_factory.mktemp("before-title") / "project"
    shutil.copytree(copy, before_title, ignore=shutil.ignore_patterns("__pycache__"))
    page = before_title / FRENCH
    page.write_text(page.read_text(encoding="utf-8").replace('title: "Retitled: ', 'title: "', 1), encoding="utf-8")
    out = before_title.parent / "site"
    run = subprocess.run([sys.executable, "-m", "mkdocs", "build", "-d", str(out)], cwd=before_title,
                         env={**env, "PYTHONPATH": str(before_title)}, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-4000:]
    return out


def test_an_edit_rebuilds_only_its_page_and_a_whole_build_writes_the_same_site(session, whole_build):
    "Assert each edit is rebuilt incrementally and the site it leaves is byte for byte the site a whole build writes."
    _, kept, report, _ = session
    assert [r["incremental"] for r in report["rebuilds"]] == [True, True, True, False]
    assert changed(whole_build, kept / str(len(STEPS))) == set()


def test_a_prose_edit_changes_its_page_and_the_search_index_only(session):
    "Assert an edit of a translation's prose changes that page's file and the search index, and no other file."
    _, kept, report, _ = session
    assert report["rebuilds"][0]["pages"] == [["fr", "ga-ai/21-the-voicing-search.fr.md"]]
    assert changed(kept / "0", kept / "1") == {html_of(FRENCH), "fr/search/search_index.json"}


def test_an_english_edit_marks_its_translations_stale(session):
    "Assert an edit of an English page rebuilds it and the translations that now carry the stale notice."
    _, kept, report, _ = session
    translations = {lang: html_of(ENGLISH.replace(".md", f".{lang}.md")) for lang in ("es", "fr")}
    assert changed(kept / "1", kept / "2") == {html_of(ENGLISH), *translations.values()} | INDEXES
    for lang, name in translations.items():
        notice = yaml.safe_load((ROOT / "translations" / f"{lang}.yml").read_text(encoding="utf-8"))["stale_notice_title"]
        assert notice not in (kept / "1" / name).read_text(encoding="utf-8")
        assert notice in (kept / "2" / name).read_text(encoding="utf-8")


def test_an_engine_edit_rebuilds_the_pages_that_ask_for_the_lesson(session):
    "Assert an edit of one lesson's code rebuilds exactly the pages that ask for that lesson, in every language."
    copy, kept, report, _ = session
    rebuilt = {html_of("docs/" + page) for _, page in report["rebuilds"][2]["pages"]}
    assert rebuilt == asks_for("l25", copy) and rebuilt
    assert not changed(kept / "2", kept / "3") - INDEXES  # a comment: the answers are the same


def test_a_new_title_builds_everything_so_the_nav_shows_it(session):
    "Assert a page whose title changed is built with the whole site: every page's nav shows the new title."
    _, kept, _, _ = session
    home = (kept / str(len(STEPS) + 1) / "fr" / "index.html").read_text(encoding="utf-8")
    assert "Retitled: " in home
