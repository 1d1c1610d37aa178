"""Lesson 8's exam as the course runs it: each prompt of GA's corpus sent to the host without a model.

A prompt that names a registered intent (`routes_to`) goes to that intent directly, since without a
model the intent router cannot embed it (lesson 4); any other is posted to `/api/chatbot/chat`. What
comes back is kept as the course keeps it (Lesson8.cs `Ask`): who answered, the answer with its line
ends as LF, and the skills' own log lines. Each attempt is then marked check by check, for the
picture: the checks its answer passed, the one it failed, those not reached, those not applied.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ga.corpus import Entry, Failure, entries, evaluate
from ..ga.corpus.invariants import CHECKS, CONTAINS, CONTAINS_ANY, NOT_CONTAINS
from ..ga.dotnet_text import replace_line_endings, trim_end
from ..ga.routing import ChatbotHost
from ..ga.routing.logs import LogLine
from ..pictures.check_grid import FAILED, NOT_APPLIED, NOT_REACHED, PASSED, Block
from ..pictures.drawings import check_grid
from ..table import Cell, Drawing, phrase
from .l8_reading import strict

SKILLS = "GA.Business.ML.Agents.Skills."  # the skills' own log categories, not the host's (lesson 4's)
STRING_CHECKS = (NOT_CONTAINS, CONTAINS, CONTAINS_ANY)  # the checks a reading of the strings changes
CHECK_NAMES = ("IsNullOrWhiteSpace", "BackendDegradedMarkers", "MinLength", "UniversalBannedMarkers", "NotContains",
               "Contains", "ContainsAny")  # GA's names for CHECKS, in the picture


@dataclass(frozen=True)
class Attempt:
    """One prompt and what the host without a model made of it: who answered, the answer, the skills' log."""

    entry: Entry
    intent: str | None = None  # the intent called directly
    status: int | None = None  # the chat endpoint's status, when posted
    agent: str | None = None  # the agent the chat endpoint names
    answer: str | None = None  # with line ends as LF; None when skipped or failed
    logs: tuple[str, ...] = ()

    @property
    def number(self) -> int:
        return self.entry.number

    @property
    def served(self) -> Cell:
        """Who answered, as the course writes it."""
        if self.intent is not None:
            return self.intent
        if self.status is None:
            return phrase("skipped")
        return phrase("chat: HTTP {status}", status=self.status) if self.status != 200 else phrase("chat: {agent}", agent=self.agent)


@dataclass(frozen=True, eq=False)
class Exam:
    """The host the course starts for lesson 8, and what it answered to each prompt of the corpus."""

    host: ChatbotHost
    attempts: tuple[Attempt, ...]

    def attempt(self, number: int) -> Attempt:
        return self.attempts[number - 1]

    @property
    def answered(self) -> list[Attempt]:
        return [a for a in self.attempts if a.answer is not None]


def run_exam(at: str) -> Exam:
    """Every prompt of the corpus asked of the host the course starts for lesson 8: GA's skills/ folder found."""
    host = ChatbotHost(at, skill_mds_loaded=True)
    return Exam(host, tuple(ask(host, e) for e in entries()))


def ask(host: ChatbotHost, entry: Entry) -> Attempt:
    """A prompt naming a registered intent goes to it directly (the intent router can't embed it without a
    model); any other to the chat endpoint."""
    if entry.skip:
        return Attempt(entry)
    if entry.routes_to in {i.id for i in host.intents}:
        response = host.execute_intent(entry.routes_to, entry.prompt)
        logs = host.skill_logs(host.intent(entry.routes_to).cls, entry.prompt)
        return Attempt(entry, intent=entry.routes_to, answer=replace_line_endings(response.result), logs=skill_lines(logs))
    sent = host.post(entry.prompt)
    if sent.status != 200:
        return Attempt(entry, status=sent.status)
    body = sent.fields
    return Attempt(entry, status=200, agent=body["agentId"], answer=replace_line_endings(body["naturalLanguageAnswer"] or ""),
                   logs=skill_lines(sent.logs or ()))


def skill_lines(logs: tuple[LogLine, ...]) -> tuple[str, ...]:
    """The skills' log entries as the course prints them: level, logger, message, exception type."""
    return tuple(f"{line.level} {line.category[len(SKILLS):]}: {trim_end(line.message)} ({line.exception or 'no exception'})"
                 for line in logs if line.category.startswith(SKILLS))


def ga_verdict(a: Attempt) -> Failure | None:
    return evaluate(a.entry, a.answer)




def check_grid_picture(ga: Exam) -> Drawing:
    """Every prompt against GA's checks in their order, as GA reads the strings and as the strict reading does."""
    labels = [(f"#{a.number}", served_label(a)) for a in ga.attempts]
    ga_marks = tuple(status_mark(a) + check_marks(a, evaluate, CHECKS) for a in ga.attempts)
    strict_marks = tuple(check_marks(a, strict, STRING_CHECKS) for a in ga.attempts)
    blocks = [Block("OrdinalIgnoreCase", ("StatusCode", *CHECK_NAMES), ga_marks),
              Block("StrictContains", CHECK_NAMES[-len(STRING_CHECKS):], strict_marks)]
    return check_grid("PromptCorpusTests", labels, blocks)


def served_label(a: Attempt) -> str:
    """Who answered, in GA's identifiers: the intent, the chat endpoint and its agent, or the entry's skip."""
    if a.entry.skip:
        return "skip: true"
    return a.intent or f"/chat {a.agent or a.status}"


def status_mark(a: Attempt) -> tuple[str, ...]:
    if a.entry.skip or a.intent is not None:
        return (NOT_APPLIED,)
    return (PASSED,) if a.status == 200 else (FAILED,)


def check_marks(a: Attempt, reading, checks: tuple[str, ...]) -> tuple[str, ...]:
    """A mark per check: passed, failed (the first that fails), not reached after it, or not applied (a list
    the entry does not set)."""
    if a.entry.skip:
        return (NOT_APPLIED,) * len(checks)
    if a.answer is None:
        return (NOT_REACHED,) * len(checks)
    failure = reading(a.entry, a.answer)
    failed_at = len(CHECKS) if failure is None else CHECKS.index(failure.check)
    lists = {NOT_CONTAINS: a.entry.not_contains, CONTAINS: a.entry.contains, CONTAINS_ANY: a.entry.contains_any}
    return tuple(mark(CHECKS.index(c), failed_at, unset=c in lists and not lists[c]) for c in checks)


def mark(k: int, failed_at: int, unset: bool) -> str:
    if k > failed_at:
        return NOT_REACHED
    if k == failed_at:
        return FAILED
    return NOT_APPLIED if unset else PASSED
