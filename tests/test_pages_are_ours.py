"""The lessons are written anew: their prose does not repeat the original course's sentences.

The course's pages are known only as hashes of their 8-word runs (`../shared/reference/course-shingles.txt`,
beside the checkout), hashed by `../shared/tools/copycheck`, whose reading of a page this test uses.
Quotations (GA's code, prompts and output, in quotes or code) may be shared; the course's own sentences
may not: at most 6 % of a page's runs, and no shared stretch of 12 words (the tool itself allows 16).
"""
import re
from importlib.machinery import SourceFileLoader
from importlib.util import module_from_spec, spec_from_loader
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
TOOL = SHARED / "tools" / "copycheck"
SHINGLES = SHARED / "reference" / "course-shingles.txt"
PAGES = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "docs").rglob("*.md"))
MOST_SHARED = 0.06  # of the page's 8-word runs
LONGEST = 12  # words: no shared stretch this long or longer
# A link's target on this site is not prose, and its name is the course's page's (24-set-classes-and-the-...):
# left out, as the tool leaves out an address (its reading drops only those that start with http)
LINK_TARGET = re.compile(r"(?<=\])\([^)\s]*\)")

pytestmark = pytest.mark.skipif(not (TOOL.is_file() and SHINGLES.is_file()),
                                reason="the course's hashed runs are in ../shared, beside the checkout")


@pytest.fixture(scope="module")
def copycheck():
    loader = SourceFileLoader("copycheck", str(TOOL))
    module = module_from_spec(spec_from_loader("copycheck", loader))
    loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def known():
    return set(SHINGLES.read_text(encoding="utf-8").split())


@pytest.mark.parametrize("page", PAGES)
def test_the_page_does_not_repeat_the_course(page, copycheck, known):
    "Assert few of the page's 8-word runs are the course's, and no shared stretch reaches 12 words."
    text = LINK_TARGET.sub(" ", (ROOT / page).read_text(encoding="utf-8"))
    hits = [h in known for h in copycheck.run_hashes(text)]
    if not hits:
        pytest.skip("no prose")
    assert copycheck.longest_shared_run(hits) < LONGEST, stretches(copycheck.words(text, ours=True), hits, copycheck.N)
    assert sum(hits) <= MOST_SHARED * len(hits)


def stretches(words: list[str], hits: list[bool], run: int) -> str:
    """The page's shared stretches of 12 words or more, as words, for the author to rewrite."""
    found, start = [], None
    for i, hit in enumerate([*hits, False]):
        if hit and start is None:
            start = i
        elif not hit and start is not None:
            if i - start + run - 1 >= LONGEST:
                found.append(" ".join(words[start:i + run - 1]))
            start = None
    return "shared with the course: " + " / ".join(found)


def test_the_lesson_pages_are_checked():
    "Assert the check sees every lesson page in the three languages: each English page with its two translations."
    lessons = [p for p in PAGES if Path(p).name[:2].isdigit()]
    english = [p for p in lessons if Path(p).suffixes == [".md"]]
    translations = [f"{p[:-3]}.{language}.md" for p in english for language in ("es", "fr")]
    missing = [p for p in translations if p not in lessons]
    assert len(english) >= 9 and not missing, f"not checked, not written yet: {missing}"
    assert len(lessons) == 3 * len(english)
