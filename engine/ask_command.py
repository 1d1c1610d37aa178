"""`python -m engine ask MESSAGE [--at main] [--skill SKILL] [--json]`: what GA answers a message of your own.

The message goes to the model of GA's chatbot host with no model server, as lessons 1, 4 and 25
start it (`engine.ask_chatbot`, POST /api/chatbot/chat): its hook, the algebra fast path, the
voicing guard, the intent router, the agents and their skills. The answer is printed as lesson 4
prints one: the status; for a 200, the agent and routing method, the confidence, the grounding, the
answer's lines and the trace; for a failure, the lines the host logged. A last line says who
answered, or how GA refused or failed. `--skill` calls one skill directly instead
(`ChatbotHost(at).call_skill`), as the lessons ask their skills; `--json` prints the same as data.
"""
from __future__ import annotations

import argparse
import json
import shlex  # the help's examples quoted for a shell, their characters as they are (⊗, not \u2297)

from .ask import ask_chatbot
from .ga.dotnet_text import replace_line_endings
from .ga.routing import ChatbotHost
from .ga.routing.endpoint import CHAT, HttpReply
from .ga.routing.skills import ANSWERS
from .lessons.l4 import KEY_VALUE, TRACE, answer_lines, log_parts
from .table import Table, grid, phrase

REVISIONS = ("pin", "main")
DESCRIPTION = "What GA's chatbot host answers a message of your own, printed as lesson 4 prints an answer."
EXAMPLES = (  # what the host itself answers, besides the skills an intent routes to (lesson 4)
    ("the algebra fast path (IxAlgebraService): set classes", "Are 0146 and 0137 z-related?"),
    ("the voicing guard and VoicingAgent: a chord's voicings from lesson 3's index", "Show me Cmaj7 voicings"),
)


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    if args.skill:
        reply = ChatbotHost(args.at).call_skill(args.skill, args.message)
        shown, data = skill_table(args.skill, args.message, reply), skill_data(args.skill, args.message, reply)
    else:
        sent = ask_chatbot(args.message, args.at)
        shown, data = posted_table(args.message, sent), posted_data(args.message, args.at, sent)
    if args.json:
        print(json.dumps(data | {"at": args.at}, ensure_ascii=False, indent=1))
    else:
        from .report import render_table
        print(render_table(shown))
    return 0


def parser() -> argparse.ArgumentParser:
    found = argparse.ArgumentParser(prog="python -m engine ask", description=DESCRIPTION,
                                    formatter_class=argparse.RawDescriptionHelpFormatter, epilog=what_it_answers())
    found.add_argument("message", help="any message, as a reader would type it to GA's chatbot")
    found.add_argument("--at", default="pin", choices=REVISIONS, help="GA's revision (default: the pin)")
    found.add_argument("--skill", choices=sorted(ANSWERS), metavar="SKILL",
                       help="call this skill directly, as the lessons do, instead of posting to the chat endpoint")
    found.add_argument("--json", action="store_true", help="print the answer as data")
    return found


def what_it_answers() -> str:
    """The help's list: what the host answers by itself, and each skill with a modelled answer and one of its examples."""
    host = ChatbotHost("pin")
    skills = [(i.cls, i.prompts[0]) for i in host.intents if i.cls in ANSWERS and i.prompts]
    lines = ["What GA's host answers, with no model server:", ""]
    lines += [f"  {what}\n      python -m engine ask {shlex.quote(example)}" for what, example in EXAMPLES]
    lines += ["", "Anything else goes to the intent router, which has no embeddings: at the pin it picks nothing and the",
              "host's direct fallback fails (HTTP 500, and the lines it logs, as lesson 4 shows); on main a keyword",
              "fallback picks an agent or a skill, or the fallback answers that the reasoning service is unavailable",
              "(lesson 25). The skills below answer when called directly (--skill), as the lessons ask them:", ""]
    lines += [f"  {skill:26} python -m engine ask --skill {skill} {shlex.quote(example)}" for skill, example in skills]
    return "\n".join(lines)


def posted_table(message: str, sent: HttpReply) -> Table:
    """Lesson 4's section for one POST (status, body or log lines), then who answered in a line."""
    parts = [phrase("HTTP {status}", status=sent.status)]
    parts += body_parts(sent.fields) if sent.status == 200 else []
    parts += log_parts(sent) + ["", outcome(sent)]
    return Table(phrase("{call}", call=f'POST {CHAT} "{message}"'), parts)


def body_parts(body: dict) -> list:
    """The JSON body's fields as lesson 4 prints them; a trace main's fallback does not give is said to be unknown."""
    g = body["grounding"]
    rows = [("agentId", body["agentId"]), ("routingMethod", body["routingMethod"]), ("confidence", body["confidence"]),
            ("grounding", None if g is None else f"{g['source']} {g['revision']} {g['queryType']}")]
    rows += [(f"  {name}", value) for name, value in ((g or {}).get("facts") or {}).items()]
    trace = body["trace"]
    steps = [grid(TRACE, [(f"  {s['name']}", s["status"]) for s in trace["steps"]], header=False)] if trace else \
        ["  (not known: main's fallback is modelled from its first words only)"]
    return [grid(KEY_VALUE, rows, header=False), "answer:", *answer_lines(body["naturalLanguageAnswer"]), "trace:", *steps]


def outcome(sent: HttpReply) -> str:
    """Who answered, in a line: the agent or skill and its confidence, or how GA refused or failed."""
    body = sent.fields or {}
    if sent.status == 200 and sent.reply is not None:
        said = f"GA answered: {body['agentId']} ({body['routingMethod']}), confidence {float(body['confidence']):.2f}"
        return said + ("; only the start of this answer is known" if sent.reply.answer_cut else "")
    if sent.status == 400:  # ASP.NET Core's validation (a blank or too long message), or the action's own check
        said = [m for messages in (body.get("errors") or {}).values() for m in messages] or [body.get("error", "")]
        return f"GA refused the message: HTTP 400, {' '.join(said)}"
    return (f"GA failed: HTTP {sent.status}; no router picked the message, and the host's direct fallback needs the "
            "model server, which is not running")


def skill_table(skill: str, message: str, reply) -> Table:
    """A skill's answer as the lessons print it: its confidence, its lines, its evidence."""
    lines = [phrase("confidence {confidence:.2f}", confidence=reply.confidence or 0.0),
             *answer_lines(reply.result), *(phrase("  evidence: {line}", line=e) for e in reply.evidence)]
    if reply.declined:
        lines.append("  declined: a refusal the host may route elsewhere (main)")
    return Table(phrase("{call}", call=f'{skill}.ExecuteAsync("{message}")'), lines)


def posted_data(message: str, at: str, sent: HttpReply) -> dict:
    return {"message": message, "endpoint": CHAT, "status": sent.status, "body": sent.fields,
            "answer_cut": bool(sent.reply and sent.reply.answer_cut),
            "logged": sent.printed_logs if sent.logs is not None else None,
            "path": [[s.stage, s.outcome] for s in sent.path], "outcome": outcome(sent)}


def skill_data(skill: str, message: str, reply) -> dict:
    return {"message": message, "skill": skill, "agent": reply.agent_id, "confidence": reply.confidence,
            "answer": replace_line_endings(reply.result), "evidence": list(reply.evidence), "declined": reply.declined}
