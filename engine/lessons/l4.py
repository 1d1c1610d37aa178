"""Lesson 4, "The chatbot and its agents": four messages posted to GA's chatbot host with no model server reachable.

The probe (the course's Lesson4.cs) posts each message to `POST /api/chatbot/chat` of the host
model (`engine.ga.routing.ChatbotHost`, started as the course's ChatHost.cs does, without GA's
`skills/` folder) and prints what the JSON body says (agent, routing, confidence, grounding,
answer, trace) or, for a failed request, what the host logged. Then it asks every registered
skill's CanHandle about the four messages and calls the relative-key intent directly. The pin only.
"""
from __future__ import annotations

import re

from ..ga.dotnet_text import replace_line_endings, utf16_length
from ..ga.routing import ChatbotHost
from ..ga.routing.agents.chat import Step
from ..ga.routing.agents.router import agent_classes
from ..ga.routing.endpoint import CHAT, HttpReply
from ..ga.routing.intent_router import MIN_CONFIDENCE
from ..ga.routing.notation import frets
from ..music.chord_chart import Chart, chord_pair_svg
from ..music.fretboard import STANDARD
from ..music.pitch_class import SHARP_NAMES
from ..pictures.drawings import quoted, request_path
from ..pictures.path import Row, Stage
from ..table import Cell, Column, ForReader, Join, Quote, Table, grid, per, phrase

TITLE = "The chatbot and its agents"
REVISIONS = ("pin",)
ALGEBRA, VOICINGS, SKILL, MODEL = (
    "Are 0146 and 0137 z-related?", "Show me Cmaj7 voicings", "What is the relative minor of C major?",
    "Why does a ii-V-I sound resolved?")
PROMPTS = (ALGEBRA, VOICINGS, SKILL, MODEL)
RELATIVE_KEY = "skill.relativekey"
# `{name,-14} {value}`, the confidence `0.00`; a fact's name indented 2. The program prints no header; a reader gets
# headings, and the trace's columns are named apart so that its table is not read as going on with the body's.
KEY_VALUE = [Column("", 14, heading="JSON field"), Column("", 0, ".2f", heading="what it says")]
TRACE = [Column("step", 26, heading="trace step"), Column("status", 0, heading="status")]  # `  {name,-24} {status}`
RELATIVE = re.compile(r"is \*\*(.+?)\*\*")  # the key the skill names
SCORE = re.compile(r"\(guitar, score ([0-9.]+)\)")  # VoicingAgent's score after each diagram


def model(at: str) -> ChatbotHost:
    """The course's host: no model server, and no SKILL.md skills (it finds no skills/ folder)."""
    return ChatbotHost(at, skill_mds_loaded=False)


def algebra_question(ga: ChatbotHost) -> Table:
    "An algebra question: the fast path answers it with grounding, no model asked."
    return posted(ga, ALGEBRA, "algebra")


def voicing_question(ga: ChatbotHost) -> Table:
    "A voicing question: the voicing guard and VoicingAgent answer it, with a VexTab block under each diagram."
    table = posted(ga, VOICINGS, "voicings")
    sent = ga.post(VOICINGS)
    return Table(table.title, table.parts, table.figures | tab_figures(sent), table.pictures | tab_charts(sent))


def skill_question(ga: ChatbotHost) -> Table:
    "A question a skill answers: HTTP 500, and the lines the host logs on the way."
    return posted(ga, SKILL, "skill")


def model_question(ga: ChatbotHost) -> Table:
    "A question for the model: the same HTTP 500, the same log lines."
    table = posted(ga, MODEL, "model")
    same = ga.post(MODEL).printed_logs == ga.post(SKILL).printed_logs
    return Table(table.title, table.parts, table.figures | {"same_log_as_skill_question": same}, table.pictures)


def posted(ga: ChatbotHost, prompt: str, name: str) -> Table:
    """One POST: the status, then the JSON body's fields or the log lines, and the message's path as a picture."""
    sent = ga.post(prompt)
    parts = [phrase("HTTP {status}", status=sent.status)]
    parts += body_parts(sent.fields) if sent.status == 200 else []
    parts += log_parts(sent)
    figures = {"status": sent.status, "answered": sent.status == 200, "logged": len(sent.printed_logs),
               "errors": sum(line.level == "Error" for line in set(sent.logs)),
               "warnings": sum(line.level == "Warning" for line in set(sent.logs)),
               "stages": len(sent.path), "intents": len(ga.intents), "min_confidence": MIN_CONFIDENCE,
               "agents": len(agent_classes())}
    if sent.status == 200:
        figures |= body_figures(sent.fields)
    else:  # where the two errors' exceptions were thrown: the agent router, then the direct fallback
        frames = {line.logger: line.frame.partition(" ")[2] for line in sent.logs if line.level == "Error"}
        figures |= {"orchestration_failed_at": frames["OrchestratedChatApplicationService"],
                    "unhandled_at": frames["ExceptionHandlerMiddleware"]}
    title = phrase("{call}", call=f'POST {CHAT} "{prompt}"')
    return Table(title, parts, figures, {name: request_path(Join(" ", ("POST", Quote(prompt))), stages(sent.path))})


def body_parts(body: dict) -> list:
    """The body's fields as Lesson4.cs prints them: routing, grounding and its facts, answer, trace."""
    g = body["grounding"]
    rows: list[tuple[Cell, Cell]] = [("agentId", body["agentId"]), ("routingMethod", body["routingMethod"]),
                                     ("confidence", body["confidence"])]
    if g is None:
        rows.append(("grounding", ForReader(None, phrase("null: no grounding"))))  # printed "(none)"
    else:
        rows.append(("grounding", f"{g['source']} {g['revision']} {g['queryType']}"))
        rows += [(f"  {name}", value) for name, value in (g.get("facts") or {}).items()]
    steps = [(f"  {s['name']}", s["status"]) for s in body["trace"]["steps"]]
    return [grid(KEY_VALUE, rows, header=False), "answer:",
            *answer_lines(body["naturalLanguageAnswer"]), "trace:", grid(TRACE, steps, header=False)]


def answer_lines(answer: str) -> list[Cell]:
    """Each line of an answer after "  | ", spaces kept (the program's Line does not trim); a reader reads each
    line as GA's words, in quotation marks, and no line where the answer has a blank one."""
    return [ForReader(phrase("  | {line}", line=Quote(line)), Quote(line.strip()) if line.strip() else "")
            for line in replace_line_endings(answer).split("\n")]


def log_parts(sent: HttpReply) -> list[Cell]:
    """The log lines, each once, in ordinal order, under "logged:" (none printed when none)."""
    lines = sent.printed_logs
    return ["logged:", *[phrase("  {line}", line=Quote(line)) for line in lines]] if lines else []


def body_figures(body: dict) -> dict:
    """What the body says, as figures: agent, routing, confidence, grounding and its facts, trace steps."""
    g = body["grounding"] or {}
    figures = {"agent": body["agentId"], "routing_method": body["routingMethod"],
               "confidence": round(float(body["confidence"]), 2), "grounded": bool(g),
               "answer_length": utf16_length(body["naturalLanguageAnswer"]), "trace_steps": len(body["trace"]["steps"]),
               "trace_all_completed": all(s["status"] == "completed" for s in body["trace"]["steps"])}
    if g:
        figures |= {"grounding_source": g["source"], "grounding_revision": g["revision"], "query_type": g["queryType"]}
        figures |= {f"fact_{name}": value for name, value in g["facts"].items()}
    return figures


def tab_figures(sent: HttpReply) -> dict:
    """The VexTab blocks against the diagrams they stand under: the notes each sounds, low to high."""
    body = sent.fields["naturalLanguageAnswer"]
    diagrams = re.findall(r"`([0-9x]+(?:-[0-9x]+){5})`", body)
    scores = [float(s) for s in SCORE.findall(body)]
    tabs = re.findall(r"```vextab\n(.*?)\n```", body)
    diagram_notes = [notes_of_diagram(d) for d in diagrams]
    tab_notes = [notes_of_tab(t) for t in tabs]
    figures = {"voicings": len(diagrams), "vextab_blocks": len(tabs),
               "tab_is_the_chord": any(a == b for a, b in zip(diagram_notes, tab_notes))}
    for k, (shape, score, diagram, tab) in enumerate(zip(diagrams, scores, diagram_notes, tab_notes), start=1):
        figures |= per(f"voicing{k}", diagram=shape, score=score, diagram_notes=" ".join(diagram),
                       tab_notes=" ".join(tab))
    return figures


def tab_charts(sent: HttpReply) -> dict[str, str]:
    """Each voicing's chart beside the chart of the VexTab line GA writes under it, an arrow between them."""
    body = sent.fields["naturalLanguageAnswer"]
    found = re.findall(r"\*\*(\S+)\*\* `([0-9x]+(?:-[0-9x]+){5})`.*?```vextab\n(.*?)\n```", body, re.DOTALL)
    return {f"voicing{k}": chord_pair_svg(Chart(tuple(frets(diagram)), name), Chart(frets_of_tab(tab), tab))
            for k, (name, diagram, tab) in enumerate(found, start=1)}


def frets_of_tab(tab: str) -> tuple[int | None, ...]:
    """A VexTab line's frets, string 1 (the high E) first as GA's diagrams list them, None where it plays nothing.

    >>> frets_of_tab("6/3 5/0 3/2 2/3")
    (None, 3, 2, None, 0, 3)
    """
    played = {int(s): int(f) for s, f in (token.split("/") for token in tab.split())}
    return tuple(played.get(string) for string in range(1, 7))


def notes_of_diagram(diagram: str) -> list[str]:
    """The notes a GA diagram sounds (string 1, the high E, first), from the bass up."""
    played = [STANDARD.midi(s, f) for s, f in enumerate(frets(diagram), start=1) if f is not None]
    return [SHARP_NAMES[n % 12] for n in sorted(played)]


def notes_of_tab(tab: str) -> list[str]:
    """The notes a VexTab line ("6/3 5/0 ...", string 6 the low E) sounds, from the bass up."""
    played = [STANDARD.midi(int(s), int(f)) for s, f in (token.split("/") for token in tab.split())]
    return [SHARP_NAMES[n % 12] for n in sorted(played)]


def stages(path: tuple[Step, ...]) -> list[Stage]:
    """A message's path as the picture's boxes: each stage and its outcome, a cross where it throws."""
    return [Stage(s.stage, () if s.throws else (Row(quoted(s.outcome), chosen=True),), s.throws) for s in path]


def keyword_path(ga: ChatbotHost) -> Table:
    "Which skills' CanHandle takes each message: the keyword path the orchestrator no longer calls."
    rows, figures = [], {}
    with_skill_md = ChatbotHost(ga.at)  # lesson 8's host, SKILL.md skills loaded: the same answers here
    for k, prompt in enumerate(PROMPTS, start=1):
        names = [s.name for s in ga.skills if s.can_handle(prompt)]
        loaded = [s.name for s in with_skill_md.skills if s.can_handle(prompt)]
        rows.append((prompt, ", ".join(names) if names else ForReader(None, phrase("no skill"))))
        figures |= per(f"prompt{k}", skills=", ".join(names), same_with_skill_md=names == loaded)
    picks = [s.name for s in ga.skills if s.can_handle(SKILL)]
    figures |= {"prompts": len(PROMPTS), "registered": len(ga.skills),
                "registered_with_skill_md": len(with_skill_md.skills),
                "skill_question_to_relative_key": "RelativeKey" in picks,
                "skill_question_picks": ", ".join(picks),
                "same_with_skill_md": all(v for k, v in figures.items() if k.endswith("same_with_skill_md"))}
    title = "IOrchestratorSkill.CanHandle for each prompt (the keyword path the orchestrator no longer calls)"
    columns = [Column("", 40, heading="prompt"), Column("", 0, heading="skills whose CanHandle says yes")]
    return Table(title, [grid(columns, rows, header=False)], figures)


def relative_key(ga: ChatbotHost) -> Table:
    "The relative-key intent called directly: the right answer, no model needed."
    reply = ga.execute_intent(RELATIVE_KEY, SKILL)
    named = RELATIVE.search(reply.result)
    figures = {"confidence": round(reply.confidence, 2), "relative_minor": named.group(1) if named else "",
               "right": named is not None and named.group(1) == "Am"}
    title = phrase('The {intent} intent, called directly with "{prompt}"', intent=RELATIVE_KEY, prompt=SKILL)
    confidence = grid([("", 14), ("", 0, ".2f")], [("confidence", reply.confidence)], header=False)  # no JSON here
    return Table(title, [confidence, *answer_lines(reply.result)], figures)


QUESTIONS = [algebra_question, voicing_question, skill_question, model_question, keyword_path, relative_key]
