"""The site's figures at one size: cold builds, rebuilds under serve, and the static floor of the same site.

Each figure is the best of several runs (other work on the machine only ever adds time), and the
site and its floor are measured in turns, so that the machine's noise falls on both alike.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from . import broken_engine, serve_e2e, site_time

TURNS = 2


@dataclass
class Edits:
    """The files a session edits: a translation, an English page, the English page's lesson code."""

    translation: str
    english: str
    lesson_code: str

    @classmethod
    def of(cls, project: Path) -> "Edits":
        course = sorted(p for p in (project / "docs" / "ga-ai").glob("[0-9][0-9]-*.md") if p.name.count(".") == 1)
        english = course[-1]
        lesson = re.search(r"^lesson:\s*(\w+)", english.read_text(encoding="utf-8"), re.MULTILINE).group(1)
        translation = english.with_name(english.stem + ".fr.md")
        return cls(*(str(p.relative_to(project)) for p in
                     (translation, english, project / "engine" / "lessons" / f"{lesson}.py")))


def serve_steps(edits: Edits, repeat: int) -> list[dict]:
    """Prose edits (a translation; an English page, whose translations' notice comes and goes), a title, an engine edit."""
    added = "\nA sentence added while editing.\n"
    steps = [{"file": edits.translation, "append": f"\nUne phrase ajoutée ({n}).\n", "kind": "prose"}
             for n in range(repeat)]
    for _ in range(repeat):  # the translations turn stale, then follow their page again
        steps += [{"file": edits.english, "append": added, "kind": "english"},
                  {"file": edits.english, "replace": [added, ""], "kind": "english"}]
    for _ in range(repeat):  # a whole rebuild each, as many as the floor's rebuilds it is compared with
        steps += [{"file": edits.english, "replace": ['title: "', 'title: "Retitled: '], "kind": "title"},
                  {"file": edits.english, "replace": ['title: "Retitled: ', 'title: "'], "kind": "title"}]
    steps.append({"file": edits.lesson_code, "append": "\n# a comment: the lesson's key changes\n", "kind": "engine"})
    return steps


@dataclass
class SiteFigures:
    """One size's figures, each the best of its runs."""

    pages: int = 0
    cold: float = 0.0
    floor_cold: float = 0.0
    computed_cold: int = 0
    first: float = 0.0
    computed_first: int = 0
    floor_rebuild: float = 0.0
    rebuilds: dict[str, list[dict]] = field(default_factory=dict)  # kind of edit: every run's report
    shown_after_save: list[float] = field(default_factory=list)  # real `mkdocs serve`, save to served page
    good_build: float = 0.0  # strict, warm cache
    broken_build: float = 0.0  # strict, warm cache, engine/table.py does not parse: fails
    broken_shown: list[float] = field(default_factory=list)  # real `mkdocs serve`, save of the broken module to the page

    def best(self, kind: str) -> float:
        return min(r["seconds"] for r in self.rebuilds[kind])

    def pages_of(self, kind: str) -> int:
        return max(len(r["pages"] or []) for r in self.rebuilds[kind])


def measure(config_file: Path, work: Path, repeat: int) -> SiteFigures:
    """The figures of the site of `config_file`, its static floor built in `work`."""
    project = config_file.parent
    floor_config = site_time.static_copy(work / "static", project)
    figures = SiteFigures(pages=len(list((project / "docs").rglob("*.md"))))
    colds, floor_colds = [], []
    for turn in range(TURNS):
        colds.append(site_time.cold_build(config_file, work / "out-site", work / f"cache-{turn}"))
        floor_colds.append(site_time.cold_build(floor_config, work / "out-floor", work / f"cache-floor-{turn}"))
    figures.cold, figures.computed_cold = min(colds)
    figures.floor_cold = min(t for t, _ in floor_colds)
    edits, floor_rebuilds = Edits.of(project), []
    for turn in range(TURNS):
        session = site_time.serve_session(config_file, serve_steps(edits, repeat), work / f"cache-serve-{turn}")
        figures.first = min(figures.first or session["first"], session["first"])
        figures.computed_first = max(figures.computed_first, session["computed_first"])
        for step, report in zip(serve_steps(edits, repeat), session["rebuilds"]):
            figures.rebuilds.setdefault(step["kind"], []).append(report)
        reset_edits(project, edits)
        floor = site_time.serve_session(floor_config, [{"file": edits.translation, "append": f"\nPhrase {n}.\n"}
                                                       for n in range(repeat)], work / f"cache-floor-serve-{turn}")
        floor_rebuilds += [r["seconds"] for r in floor["rebuilds"]]
    figures.floor_rebuild = min(floor_rebuilds)
    translation = project / edits.translation
    figures.shown_after_save = serve_e2e.shown_after_save(config_file, translation, served_path(translation, project),
                                                          4 * repeat, work / "cache-e2e")
    module = project / "engine" / "table.py"
    figures.good_build, figures.broken_build = broken_engine.build_times(config_file, module, work, repeat)
    figures.broken_shown = broken_engine.shown_after_save(config_file, module, served_path(translation, project),
                                                          repeat, work / "cache-e2e")
    return figures


def served_path(page: Path, project: Path) -> str:
    """Where `mkdocs serve` shows a page: docs/ga-ai/x.fr.md -> fr/ga-ai/x/."""
    rel = page.relative_to(project / "docs").as_posix()
    stem, language = re.fullmatch(r"(.*?)(?:\.([a-z]{2}))?\.md", rel).groups()
    return f"{language + '/' if language else ''}{stem.removesuffix('index')}{'' if stem.endswith('index') else '/'}"


def reset_edits(project: Path, edits: Edits) -> None:
    """Undo a session's edits: the appended sentences and comment, the new title."""
    for name in (edits.translation, edits.english, edits.lesson_code):
        path = project / name
        text = path.read_text(encoding="utf-8")
        text = re.sub(r"\nUne phrase ajoutée \(\d+\)\.\n", "", text).replace("Retitled: ", "")
        text = text.replace("\n# a comment: the lesson's key changes\n", "")
        path.write_text(text, encoding="utf-8")
