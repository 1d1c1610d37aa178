"""Lesson 6, "The chatbot's answer on the wire": GA's answers streamed as server-sent events and read back.

The probe (the course's Lesson6.cs) posts the voicing question to the host model's streaming
endpoint and reads the stream as the HTML standard says; posts the improvisation question, which
fails without a model, to both endpoints and reads the error event with each of GA's readers;
splits the improvisation skill's answer (lesson 5) with SseChunker at the pin and with #743's
expression; and writes both splits with each of GA's two writers, read by each of three readers
(`engine.ga.routing.wire`). The pin only.
"""
from __future__ import annotations

from ..ga.dotnet_text import trim, utf16_length
from ..ga.routing import ChatbotHost
from ..ga.routing import wire
from ..ga.routing.endpoint import CHAT, STREAM
from ..ga.routing.skills.improvisation import course_extractor, execute
from ..pictures.drawings import frames, line_count
from ..pictures.sse_frames import FrameRow
from ..table import Cell, ForReader, Join, Line, Quote, Table, grid, per, phrase

TITLE = "The chatbot's answer on the wire"
REVISIONS = ("pin",)
VOICINGS, ARPEGGIOS = "Show me Cmaj7 voicings", "which arpeggio fits Am F C G"
LONG_LINE, CUT_BEFORE = 100, 60  # a wire line over 100 characters is cut at its last comma up to 60
PIN, FIX = "a826864", "#743"
KINDS = {wire.DONE: "[DONE]"}
READER_NAMES = {"HTML standard": phrase("HTML standard"), "GaChatbot page": phrase("GaChatbot page"),
                "ga-client chatService": "ga-client chatService"}


def model(at: str) -> ChatbotHost:
    return ChatbotHost(at)


def improvisation_answer(ga: ChatbotHost) -> str:
    """The skill's answer to the arpeggio question, line breaks as LF (the course calls it without a model)."""
    return execute(ARPEGGIOS, ga.at, course_extractor).result.replace("\r\n", "\n")


def stream(ga: ChatbotHost) -> Table:
    "The host's stream of the voicing answer: a routing event, the answer's lines, [DONE]."
    sent = ga.stream(VOICINGS)
    events = wire.standard_events(sent.body)
    text = [e for e in events if kind(e) == "text"]
    figures = {"status": sent.status, "events": len(events), "wire_lines": len(sent.body.split("\n")) - 1,
               "text_event_lines": sum(len(e.split("\n")) for e in text), "ends_with_done": events[-1] == wire.DONE}
    rows = [FrameRow(f.lines, f.data) for f in wire.frames(sent.body)]
    return Table(phrase("{call}", call=f'POST {STREAM} "{VOICINGS}"'),
                 [phrase("HTTP {status}", status=sent.status), *wire_lines(sent.body)], figures,
                 {"frames": frames(rows, "GaChatbot.Api", "EventSource")})


def wire_lines(body: str) -> list[Cell]:
    """The stream's lines after "  | ": a long one (the routing event, with its timings) cut at a comma."""
    out: list[Cell] = []
    for line in body.split("\n")[:-1]:
        if utf16_length(line) > LONG_LINE:
            cut = line[:line.rfind(",", 0, CUT_BEFORE + 1)]
            out.append(ForReader(phrase("  | {line},…", line=Quote(cut)), Quote(f"{cut},…")))
        else:
            out.append(quoted(line))
    return out


def quoted(line: str) -> Cell:
    """A line after "  | ", trailing spaces trimmed (the program trims these); a reader reads the line in quotation
    marks, and a blank one said in words: on the wire, a blank line ends an event."""
    text = f"  | {line}".rstrip()
    if text == "  |":
        return ForReader("  |", phrase("(blank line)"))
    return ForReader(phrase("  | {line}", line=Quote(line.rstrip())), Quote(line.rstrip()))


def kind(data: str) -> str:
    """An event's kind as the course names it: [DONE], routing, error or text."""
    if data == wire.DONE:
        return "[DONE]"
    if data.startswith('{"type":"routing"'):
        return "routing"
    return "error" if data.startswith('{"error"') else "text"


def read_back(ga: ChatbotHost) -> Table:
    "The same stream read as the HTML standard says: three events, and the text events give back /chat's answer."
    sent, chat = ga.stream(VOICINGS), ga.post(VOICINGS)
    events = wire.standard_events(sent.body)
    answer = chat.fields["naturalLanguageAnswer"]
    text = "".join(e for e in events if kind(e) == "text")
    written = wire.stream_of(wire.chunks(answer))
    rows = [(phrase("event {n}", n=k), kind(e), line_count(len(e.split("\n"))))
            for k, e in enumerate(events, start=1)]
    figures = {"events": len(events), "chat_status": chat.status, "answer_length": utf16_length(answer),
               "text_equal": text == answer, "writer_copy_exact": sent.body.endswith(written),
               "text_events": sum(kind(e) == "text" for e in events), "chunks": len(wire.chunks(answer))}
    return Table("The same stream, read as the HTML standard says",
                 [grid([("", 8), ("", 8), ("", 0)], rows, header=False), "",
                  Line(f"POST {CHAT}               HTTP {{chat_status}}, answer of {{answer_length}} characters"),
                  Line("text events joined, equal to it      {text_equal} (line breaks as LF)"),
                  Line("the course's copy of the host's writer gives the host's bytes  {writer_copy_exact}")],
                 figures)


def failure(ga: ChatbotHost) -> Table:
    "The arpeggio question without a model: HTTP 500 on /chat, an error event in an HTTP 200 stream."
    chat, sent = ga.post(ARPEGGIOS), ga.stream(ARPEGGIOS)
    reads = {name: reader(sent.body) for name, reader in wire.READERS.items()}
    reads["HTML standard"] = wire.Read(" | ".join(wire.standard_events(sent.body)))
    rows = [(READER_NAMES[name], user_gets(read)) for name, read in reads.items()]
    error = wire.standard_events(sent.body)[0]
    figures = {"chat_status": chat.status, "stream_status": sent.status, "events": len(wire.standard_events(sent.body)),
               "ends_with_done": sent.body.endswith(wire.DONE_EVENT), "error_event": error,
               "page_shows_error_json": reads["GaChatbot page"].text == error,
               "chat_service_throws": reads["ga-client chatService"].error is not None,
               "logged": len(sent.printed_logs)}
    return Table(phrase('"{prompt}" with no model server', prompt=ARPEGGIOS),
                 [Line(f"POST {CHAT}         HTTP {{chat_status}}"), Line(f"POST {STREAM}  HTTP {{stream_status}}"),
                  *[quoted(line) for line in sent.body.split("\n")[:-1]], "",
                  grid([("reader", 22), ("what the user gets", 0)], rows)], figures)


def user_gets(read: wire.Read) -> Cell:
    """What a reader shows: the text, or the error it throws."""
    return read.text if read.error is None else phrase("(throws) {message}", message=read.error)


def sentences(ga: ChatbotHost) -> Table:
    "SseChunker at the pin on the improvisation answer: five chunks, and the line breaks between them lost."
    answer = improvisation_answer(ga)
    pieces = wire.chunks(answer)
    joined = "".join(pieces)
    figures = {"lines": text_lines(answer), "breaks": breaks(answer), "characters": utf16_length(answer),
               "chunks": len(pieces), "joined_characters": utf16_length(joined),
               "breaks_missing": breaks(answer) - breaks(joined), "exact": joined == answer}
    title = phrase("SseChunker.SplitIntoChunks on the improvisation skill's answer (GA at {pin})", pin=PIN)
    return Table(title, [Line("answer: {lines} lines of text, {breaks} line breaks, {characters} characters"),
                         *chunk_lines(pieces), joined_line(answer, joined), "joined, as the page renders it:",
                         *[quoted(line) for line in joined.split("\n")]], figures)


def split_743(ga: ChatbotHost) -> Table:
    "#743's zero-width split on the same answer: every character kept."
    answer = improvisation_answer(ga)
    pieces = wire.split_743(answer)
    joined = "".join(pieces)
    figures = {"chunks": len(pieces), "joined_characters": utf16_length(joined), "exact": joined == answer,
               "expression": wire.splitter_text()}
    title = phrase("The same answer split by {pr}'s expression {expression}", pr=FIX, expression=wire.splitter_text())
    return Table(title, [*chunk_lines(pieces), joined_line(answer, joined)], figures)


def chunk_lines(pieces: list[str]) -> list[Cell]:
    return [phrase("chunk {n}  {chunk}", n=k, chunk=shown(p)) for k, p in enumerate(pieces, start=1)]


def joined_line(answer: str, joined: str) -> Cell:
    return phrase("joined: {characters} characters, {verdict}", characters=utf16_length(joined),
                  verdict=compared(answer, joined))


def pairs(ga: ChatbotHost) -> Table:
    "Each of GA's writers with each of its readers, on both splits: only two pairs are exact, both after #743."
    answer = improvisation_answer(ga)
    rows, figures = [], {}
    for writer_name, writer in wire.WRITERS.items():
        for reader_name, reader in wire.READERS.items():
            results = [reader(wire.stream_of(split(answer), writer)).text for split in wire.SPLITS.values()]
            rows.append((writer_name, READER_NAMES[reader_name], *(compared(answer, r) for r in results)))
            figures |= per(slug(writer_name, reader_name), exact_at_pin=results[0] == answer,
                           exact_after_743=results[1] == answer, lines_lost=missing_lines(answer, results[1]))
    exact = [k for k, v in figures.items() if k.endswith("exact_after_743") and v]
    figures |= {"writers": len(wire.WRITERS), "readers": len(wire.READERS), "pairs": len(rows),
                "exact_at_pin": sum(v for k, v in figures.items() if k.endswith("exact_at_pin")),
                "exact_after_743": len(exact),
                "gaapi_loses_a_line": all(figures[f"{slug('GaApi', r)}.lines_lost"] > 0 for r in wire.READERS)}
    pictures = {slug(w, "standard"): frames([FrameRow(f.lines, f.data) for f in
                                             wire.frames(wire.stream_of(wire.split_743(answer), write))],
                                            w, "EventSource") for w, write in wire.WRITERS.items()}
    columns = [("writer", 14), ("reader", 22), (phrase("chunks at {pin}", pin=PIN), 44),
               (phrase("chunks after {pr}", pr=FIX), 0)]
    return Table("Each writer with each reader, on the improvisation answer", [grid(columns, rows)], figures, pictures)


def slug(*names: str) -> str:
    """Names in figure names: ("GaApi", "ga-client chatService") -> "gaapi_ga_client_chatservice"."""
    return "_".join("".join(c if c.isalnum() else "_" for c in n.lower().replace(".", "")) for n in names)


def text_lines(text: str) -> int:
    """The lines with text in them."""
    return sum(bool(trim(line)) for line in text.split("\n"))


def breaks(text: str) -> int:
    return text.count("\n")


def missing_lines(original: str, got: str) -> int:
    """The answer's lines with text that the text read back does not contain."""
    return sum(trim(line) not in got for line in original.split("\n") if trim(line))


def compared(original: str, got: str) -> Cell:
    """The course's verdict on a text read back: exact, or the lines and line breaks it lost."""
    if got == original:
        return phrase("exact")
    parts: list[Cell] = []
    missing, lost = missing_lines(original, got), breaks(original) - breaks(got)
    if missing:
        parts.append(phrase("{missing} of {lines} lines missing", missing=missing, lines=text_lines(original)))
    if lost > 0:
        parts.append(phrase("{breaks} line breaks missing", breaks=lost))
    return Join(", ", parts) if parts else phrase("differs")


def shown(text: str) -> str:
    """A chunk in quotes, its backslashes, quotes and line breaks escaped, as the course shows it."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\r", "\\r").replace("\n", "\\n")
    return f'"{escaped}"'


QUESTIONS = [stream, read_back, failure, sentences, split_743, pairs]
