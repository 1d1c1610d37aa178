"""The lessons are written anew: their prose does not repeat the original course's sentences.

The seeds are the original pages the lessons were written from (`../shared/seeds/`). Quotations
(GA's code, prompts and output, in quotes or code) may be shared; the course's own sentences may not.
"""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT.parent / "shared" / "seeds"
WRITTEN_FROM = {  # page: the original page its facts come from, in the same language
    "docs/ga-ai/19-voice-leading-pairs.md": "002_029adc48ec577bff.txt",
    "docs/ga-ai/21-the-voicing-search.es.md": "000_a900be2e5fbb2dab.txt",
    "docs/ga-ai/21-the-voicing-search.fr.md": "001_a83e62e3ffd6dc8d.txt",
    "docs/ga-ai/25-what-reaches-the-transpose-skill.md": "003_20e7402b76b94ce2.txt",
}
RUN = 8  # words in a row that count as a shared run
MOST_SHARED = 0.06  # of the page's prose words, in shared runs
LONGEST = 12  # no shared run this long or longer
QUOTED = re.compile(r'"[^"\n]*"|“[^”\n]*”|«[^»\n]*»|`[^`\n]*`|\{\{.*?\}\}|\]\([^)]*\)')


def words(text: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[\w’']+", text)]


def prose(page: str) -> list[str]:
    """The page's words outside code blocks, quotations, directives and link targets."""
    out, fenced = [], False
    for line in page.splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        elif not fenced:
            out += words(QUOTED.sub(" ", line))
    return out


def shared_runs(page: list[str], seed: list[str]) -> list[list[str]]:
    grams = {tuple(seed[i:i + RUN]) for i in range(len(seed) - RUN + 1)}
    hit = [False] * len(page)
    for i in range(len(page) - RUN + 1):
        if tuple(page[i:i + RUN]) in grams:
            hit[i:i + RUN] = [True] * RUN
    runs, current = [], []
    for word, shared in zip(page, hit):
        if shared:
            current.append(word)
        elif current:
            runs, current = runs + [current], []
    return runs + ([current] if current else [])


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seeds are in ../shared, beside the checkout")
@pytest.mark.parametrize("page, seed", WRITTEN_FROM.items())
def test_the_page_does_not_repeat_the_original_course(page, seed):
    "Assert few of the page's words stand in runs shared with the original page, and no run is long."
    ours = prose((ROOT / page).read_text(encoding="utf-8"))
    runs = shared_runs(ours, words((SEEDS / seed).read_text(encoding="utf-8")))
    longest = max(runs, key=len, default=[])
    assert len(longest) < LONGEST, " ".join(longest)
    assert sum(map(len, runs)) <= MOST_SHARED * len(ours)
