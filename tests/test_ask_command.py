"""`python -m engine ask`: GA's answer to a message of your own, as lessons 4 and 25 print the course's.

Each behaviour runs the real command at least once; where a test asks many messages (lesson 25's
26 phrasings at two revisions), the others go to the command's `main` in this process, 0.02 s each
instead of a Python started for each (0.6 s).
"""
import contextlib
import io
import json
import re
import shlex
import subprocess
import sys

import pytest

from engine import lesson_report
from engine.ask_command import main as ask_main
from engine.ga.routing.skills import ANSWERS
from engine.lessons import l4
from engine.report.voice import PROGRAM, say


def ask(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", "ask", *args], capture_output=True, text=True, timeout=300)


def ask_here(*args: str) -> str:
    """What `python -m engine ask ARGS` prints, asked of the command's `main` in this process."""
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        assert ask_main(list(args)) == 0
    return printed.getvalue()


def section(text: str, title: str) -> str:
    """One `== title` section of a lesson's output, up to the next."""
    found = re.search(rf"^== {re.escape(title)}\n(.*?)(?=^== |\Z)", text, re.DOTALL | re.MULTILINE)
    return found.group(0).rstrip("\n")


@pytest.mark.parametrize("prompt", l4.PROMPTS)
def test_lesson_4s_prompts_print_what_lesson_4_prints(prompt, expected):
    "Assert each of lesson 4's messages prints lesson 4's section for it, then a line saying who answered or how GA failed."
    run = ask(prompt)
    title = f'POST /api/chatbot/chat "{prompt}"'
    assert run.returncode == 0 and run.stderr == ""
    printed, _, last = run.stdout.rstrip("\n").rpartition("\n\n")
    assert printed == section(expected("l4"), title)
    assert last.startswith("GA answered: " if "HTTP 200" in printed else "GA failed: HTTP 500")


def lesson_25_rows(at: str) -> list[tuple]:
    """Lesson 25's phrasings with what its table says the chat endpoint answers: (phrasing, agent and method, first line)."""
    grid = next(p for p in lesson_report("l25", at).table("routing_without_embeddings").parts if hasattr(p, "rows"))
    return [(row[0], say(row[2], PROGRAM), say(row[3], PROGRAM)) for row in grid.rows]


@pytest.mark.parametrize("at", ["pin", "main"])
def test_lesson_25s_phrasings_get_the_answers_lesson_25_prints(at):
    "Assert each of lesson 25's phrasings gets, at each revision, the agent, routing method and first line lesson 25's table shows."
    rows = lesson_25_rows(at)
    first = ask(rows[0][0], "--at", at, "--json")  # the command itself once; the others in this process
    assert first.returncode == 0 and first.stderr == ""
    assert json.loads(first.stdout) == json.loads(ask_here(rows[0][0], "--at", at, "--json"))
    for phrasing, answered_by, first_line in rows:
        data = json.loads(ask_here(phrasing, "--at", at, "--json"))
        if answered_by.startswith("HTTP "):
            assert f"HTTP {data['status']}" == answered_by, phrasing
            continue
        body = data["body"]
        assert f"{body['agentId']} ({body['routingMethod']})" == answered_by, phrasing
        assert body["naturalLanguageAnswer"].strip().startswith(first_line.removesuffix("…")), phrasing


@pytest.mark.parametrize("message, status, last", [
    ("hello there", 500, "GA failed: HTTP 500"),
    ("", 400, "GA refused the message: HTTP 400, The Message field is required."),
    ("x" * 2001, 400, "GA refused the message: HTTP 400, The field Message must be a string or array type with a maximum "
                      "length of '2000'."),
])
def test_a_message_no_skill_reads_gets_gas_own_answer_never_a_traceback(message, status, last):
    "Assert a message nothing answers, a blank one and one too long get GA's own failure or refusal, exit 0, nothing on stderr."
    run = ask(message)
    assert run.returncode == 0 and run.stderr == ""
    assert f"\nHTTP {status}\n" in run.stdout and run.stdout.rstrip("\n").rsplit("\n", 1)[1].startswith(last)


def test_main_answers_what_the_pin_cannot():
    "Assert on main the keyword fallback answers a message the pin fails on, saying who answered and with what confidence."
    run = ask("What's Dm7 up a whole step?", "--at", "main")
    assert "\nagentId        skill.chordinfo\n" in run.stdout
    assert run.stdout.rstrip("\n").endswith("GA answered: skill.chordinfo (orchestrator-skill-semantic), confidence 0.55")


def test_a_skill_called_directly_prints_its_answer_and_evidence():
    "Assert --skill calls the skill as the lessons do: its confidence, the answer's lines, its evidence."
    run = ask("--skill", "IntervalSkill", "What is the interval from E to G#?")
    assert run.stdout.splitlines()[:3] == ['== IntervalSkill.ExecuteAsync("What is the interval from E to G#?")',
                                           "confidence 1.00",
                                           "  | From **E** to **G** is a **minor third** (m3, 3 semitones)."]
    assert "  evidence: Semitones: 3" in run.stdout


def test_the_help_lists_what_it_can_answer():
    "Assert `ask --help` names the host's own answers and every skill with a modelled answer, each with an example."
    run = ask("--help")
    assert "python -m engine ask 'Are 0146 and 0137 z-related?'" in run.stdout
    assert "python -m engine ask 'Show me Cmaj7 voicings'" in run.stdout
    for skill in ANSWERS:
        assert re.search(rf"^  {skill} +python -m engine ask --skill {skill} '", run.stdout, re.MULTILINE), skill
    commands = [line.strip() for line in run.stdout.splitlines() if line.strip().startswith("python -m engine ask ")]
    assert all(len(shlex.split(c)) in (5, 7) for c in commands)  # each example one word for a shell, as printed
    assert "\\u" not in run.stdout and "⊗" in run.stdout
