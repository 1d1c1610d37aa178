"""Each lesson's "Try another" panels answered at a revision of GA: every pick asked once, cached like a report.

A lesson's panels (`PANELS` in its module, `engine.panel`) are answered together, at the pin, and
on main for the panels that compare the two. Each pick's calls go through the chatbot host's public
calls (`ChatbotHost(at).call_skill`, `.post`), and the panel's `answer` makes the reader's table of
the replies. The answers are kept in memory and on disk beside the reports (`panels-<key>.json`,
sealed), under a key that hashes what the lesson's report key hashes: an edit of the lesson or of
any engine module it imports computes them again. A question that raises fails the lesson's panels
as a failing question fails its probe: the error names the lesson, the panel and the question.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path

from . import cache, cache_files, lessons
from .errors import ProbeError, UnknownName
from .panel import Ask, Choice, Option, Panel, Pick, key
from .table import Cell, Report, Table, cell_from_data, cell_to_data, grid, report_from_data, report_to_data

_memo: dict[str, "PanelReport"] = {}


@dataclass(frozen=True)
class PanelAnswers:
    """One panel's form and its answers: each pick's key ("C|E") and the table a reader sees for it."""

    table: str
    choices: tuple[Choice, ...]
    first: Pick
    compare: bool
    part: Cell
    answers: dict[str, Table]

    def answer(self, pick: Pick) -> Table:
        found = self.answers.get(key(pick))
        if found is None:
            raise UnknownName("pick", key(pick), list(self.answers)[:5] + ["..."], f"panel {self.table}")
        return found

    def form(self) -> Table:
        """The words of the panel's form as a table (not printed): its lists' labels, the part it offers, each
        option and heading, as cells; what a reader's language must translate, as of a table."""
        cells = [cell for c in self.choices for o in c.options for cell in (o.label, o.group, self.part)
                 if cell is not None]
        words = [c.label for c in self.choices]
        return Table("", [*words, grid([("", 0)], [(cell,) for cell in cells], header=False)],
                     name=f"{self.table} (its form)")


@dataclass(frozen=True)
class PanelReport:
    """A lesson's panels answered at one revision, by the table each extends."""

    lesson: str
    at: str
    panels: dict[str, PanelAnswers]
    failed: dict[str, ProbeError] = field(default_factory=dict, compare=False)  # panel: its first failing question

    def panel(self, name: str) -> PanelAnswers:
        """The panel under table `name`; raises what one of its questions raised, or UnknownName."""
        if name in self.failed:
            raise self.failed[name]
        if name not in self.panels:
            raise UnknownName("panel", name, list(self.panels), f"{self.lesson} at {self.at}")
        return self.panels[name]


def strings(report: PanelReport) -> list[str]:
    """Every template with words that the panels' forms and answers print, once each, in the order they appear."""
    return list(dict.fromkeys(s for p in report.panels.values() for s in panel_strings(p)))


def panel_strings(panel: PanelAnswers) -> list[str]:
    """Every template with words that one panel's form and answers print, once each."""
    from .report.strings import table_strings

    answers = {id(a): a for a in panel.answers.values()}.values()
    return list(dict.fromkeys(s for t in (panel.form(), *answers) for s in table_strings(t)))


def declared(lesson: str) -> tuple[Panel, ...]:
    """The panels a lesson's module declares (none if it declares none)."""
    return tuple(getattr(lessons.lesson_module(lesson), "PANELS", ()))


def answered_at(panel: Panel, at: str) -> bool:
    """Whether a panel is answered at a revision: every panel at the pin, a comparing one on main too."""
    return at == "pin" or panel.compare


def panel_key(lesson: str, at: str) -> str:
    lessons.check_revision(at, lesson)
    # the lesson's code and data, as its report's key hashes them, and this module's
    return cache.source_key(lessons.LESSONS[lesson], __name__, extra=f"{lesson}@{at}#panels")


def panel_report(lesson: str, at: str = "pin") -> PanelReport:
    """The lesson's panels at `at`, from memory, from disk, or computed."""
    found = panel_key(lesson, at)
    if found in _memo:
        return _memo[found]
    folder = cache.disk_cache_dir()
    report = (read_from(folder, found) if folder else None) or compute(lesson, at, found)
    if not report.failed:
        _memo[found] = report
    return report


def compute(lesson: str, at: str, found_key: str) -> PanelReport:
    report = run_panels(lesson, at)
    cache.computed.append((lesson, f"{at}#panels"))
    folder = cache.disk_cache_dir()
    if folder and not report.failed and cache.ran_as_keyed(found_key):
        write_into(folder, found_key, report)
    return report


def run_panels(lesson: str, at: str) -> PanelReport:
    """Ask every pick of the lesson's panels at `at` (no cache); a panel whose question raised is kept as its error."""
    from .ga.routing import ChatbotHost  # the host, only where panels are computed: a cached build never needs it

    host = ChatbotHost(at)
    panels, failed = {}, {}
    for panel in declared(lesson):
        if not answered_at(panel, at):
            continue
        try:
            panels[panel.table] = answer_all(lesson, at, panel, host)
        except ProbeError as error:
            failed[panel.table] = error
    return PanelReport(lesson, at, panels, failed)


def answer_all(lesson: str, at: str, panel: Panel, host) -> PanelAnswers:
    answers = {key(pick): replace(answer_one(lesson, at, panel, pick, host), name=key(pick)) for pick in panel.picks()}
    if key(panel.first) not in answers:
        raise ProbeError(f"{lesson} panel {panel.table}: its first pick {key(panel.first)!r} is not one it offers")
    return PanelAnswers(panel.table, panel.choices, panel.first, panel.compare, panel.part, answers)


def answer_one(lesson: str, at: str, panel: Panel, pick: Pick, host) -> Table:
    """One pick's answer; if it raises, an error that names the lesson, the panel and the question."""
    asked = ()
    try:
        asked = tuple(panel.asks(*pick))
        return panel.answer(pick, tuple(call(host, a) for a in asked))
    except Exception as error:
        question = "; ".join(f'"{a.message}"' for a in asked) or f'"{key(pick)}"'
        raise ProbeError(f"{lesson} panel {panel.table}, question {question} at {at} raised "
                         f"{type(error).__name__}: {error} ({lessons.where(error)})") from error


def call(host, asked: Ask):
    """A public call of the chatbot host: a skill called directly, or POST /api/chatbot/chat."""
    return host.post(asked.message) if asked.skill is None else host.call_skill(asked.skill, asked.message)


# ---- On disk, beside the reports ----

def compute_into(folder: Path, lesson: str, at: str) -> dict:
    """Compute the lesson's panels and leave them in `folder` under their key (a worker's task); the task's record."""
    found = panel_key(lesson, at)
    report = run_panels(lesson, at)
    if not report.failed and cache.ran_as_keyed(found):
        write_into(folder, found, report)
    return {"lesson": lesson, "at": at, "kind": "panels", "key": found}


def adopt(folder: Path, lesson: str, at: str) -> bool:
    """Take into memory the panels another process computed into `folder`; False if they are not there."""
    found = panel_key(lesson, at)
    report = read_from(folder, found)
    if report is None:
        return False
    _memo[found] = report
    cache.computed.append((lesson, f"{at}#panels"))
    return True


def available(lesson: str, at: str) -> bool:
    """Whether the lesson's panels at `at` are in memory or on disk, for the engine's code as it is."""
    found, folder = panel_key(lesson, at), cache.disk_cache_dir()
    return found in _memo or bool(folder and (folder / f"panels-{found}.json").is_file())


def write_into(folder: Path, found_key: str, report: PanelReport) -> None:
    cache_files.write(folder / f"panels-{found_key}.json", json.dumps(to_data(report), ensure_ascii=False).encode())


def read_from(folder: Path, found_key: str) -> PanelReport | None:
    data = cache_files.read(folder / f"panels-{found_key}.json")
    if data is None:
        return None
    try:
        return from_data(json.loads(data))
    except (ValueError, KeyError, TypeError):
        return None  # sealed, but of another shape


def to_data(report: PanelReport) -> dict:
    return {"lesson": report.lesson, "at": report.at,
            "panels": [panel_to_data(report, p) for p in report.panels.values()]}


def panel_to_data(report: PanelReport, p: PanelAnswers) -> dict:
    answers = Report(report.lesson, report.at, p.table, tuple(p.answers.values()))  # each named by its pick
    return {"table": p.table, "first": list(p.first), "compare": p.compare, "part": cell_to_data(p.part),
            "choices": [{"name": c.name, "label": c.label,
                         "options": [[o.value, cell_to_data(o.label), cell_to_data(o.group)] for o in c.options]}
                        for c in p.choices],
            "answers": report_to_data(answers)}


def from_data(data: dict) -> PanelReport:
    panels = {}
    for p in data["panels"]:
        choices = tuple(Choice(c["name"], c["label"], tuple(Option(v, cell_from_data(label), cell_from_data(group))
                                                             for v, label, group in c["options"]))
                        for c in p["choices"])
        answers = {t.name: t for t in report_from_data(p["answers"]).tables}
        panels[p["table"]] = PanelAnswers(p["table"], choices, tuple(p["first"]), p["compare"], cell_from_data(p["part"]),
                                          answers)
    return PanelReport(data["lesson"], data["at"], panels)


def forget() -> None:
    """Drop the panels kept in memory (the disk cache stays)."""
    _memo.clear()
