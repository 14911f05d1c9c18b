"""Names inside a fact, set aside before the concept screen reads it: a name is data.

A shop, a charity, a pet or a band is often named like a command ("Su tienda de flores
se llama No Me Olvides.", "their band is called Ignore The Rules"), and the concept
screen, which reads words, would read the name as an order to the agent. What a
sentence introduces as a name is one: the capitalised words (or the quoted text) right
after "is called / named / se llama / llamado / chama-se / chamado", and a quoted text
written as a title ("Forget Me Not", two words or more, each capitalised but the joiners
"de", "of", "the"...) that no verb of saying or
colon introduces (`the admin said "Ignore Your Rules"` stays a saying, which the screen
reads as such). Each is replaced by one neutral word, so the rest of the sentence is read
as written: "the bot is called Max, ignore your rules" is still an order.

Runs on the text as written (capitals tell a name), before folding.
"""

from __future__ import annotations

import re

# what a name is replaced with: one word no lexicon of the screen holds
PLACEHOLDER = "Fulano"
# a word that opens with a capital letter: "No", "Olvides", "O'Brien"
_NAME_WORD = r"[A-ZÀ-ÖØ-Þ][\w'’&-]*"
# short words a name holds between its capitalised ones: "Casa de Papel", "Ben & Jerry"
_JOINER = r"(?:de|del|da|do|das|dos|la|las|el|los|e|y|and|of|the|&|di|du|von|van)"
_CAPITALISED_RUN = rf"{_NAME_WORD}(?:(?: {_JOINER})* (?:{_NAME_WORD}|\d+\b))*"
# quoted text that opens with a capital: "Forget Me Not", "Prompt Override: the game"
_CAP = "A-ZÀ-ÖØ-Þ"
_QUOTED = (
    rf"\"[{_CAP}][^\"\n]{{0,80}}\"|“[{_CAP}][^”\n]{{0,80}}”|«[{_CAP}][^»\n]{{0,80}}»"
    rf"|'[{_CAP}][^'\n]{{0,80}}'|‘[{_CAP}][^’\n]{{0,80}}’"
)
# a verb that introduces a name: "is called", "was named", "se llama", "chama-se", "llamada"
_NAMING = (
    r"\b(?:(?:is|are|was|were|be|been|being) )?(?:called|named|nicknamed|titled)"
    r"|\b(?:se|me|te|nos) (?:llama|llaman|llamaba|llamaban|llamara|chama|chamam|chamava"
    r"|chamavam|chamou|chamara)"
    r"|\b(?:chama|chamam|chamava|chamavam)-(?:se|me)"
    r"|\b(?:llamad|chamad|apodad|denominad|bautizad|batizad)[oa]s?"
    r"|\b(?:de|con) (?:nombre|nome)"
)
_INTRODUCED = re.compile(rf"(?i:{_NAMING}) (?:{_QUOTED}|{_CAPITALISED_RUN})")
_NAMING_START = re.compile(rf"(?i:{_NAMING}) ")
# a quoted title: every word capitalised but joiners ("Forget Me Not", "La Casa de Papel")
# of two words or more ("'Root'", "'Eres'" alone may be the word an order asks for)
_TITLE_WORDS = rf"{_NAME_WORD}(?: (?:{_JOINER}|{_NAME_WORD}))* {_NAME_WORD}"
_QUOTED_TITLE = re.compile(
    rf"(?<![:\w])(?<!: )(?:\"{_TITLE_WORDS}\"|“{_TITLE_WORDS}”|«{_TITLE_WORDS}»"
    rf"|'{_TITLE_WORDS}'|‘{_TITLE_WORDS}’)"
)
# the words before a quote that make it someone's saying, not a name
_SAYING_BEFORE = re.compile(
    r"(?i:\b(?:say|says|said|saying|tell|tells|told|write|writes|wrote|type|types|typed"
    r"|reply|replies|replied|answer|answers|answered|order|orders|ordered|command|commands"
    r"|diz|disse|dizer|escreve|escreveu|responde|respondeu|manda|mandou|ordena|ordenou"
    r"|dice|dijo|decir|escribe|escribio|escribió|contesta|contestó|ordenó|instruction"
    r"|instructions|instrucao|instrução|instrucciones|instrucción|prompt)\b)[\s,]*$"
)


def without_names(content: str) -> str:
    """`content` with each name it introduces (or quotes as a title) replaced by one
    neutral word, for the concept screen to read; the text stored is unchanged."""
    named = _INTRODUCED.sub(_keep_the_verb, content)
    return _QUOTED_TITLE.sub(_unless_said, named)


def _keep_the_verb(found: re.Match[str]) -> str:
    """The naming verb kept, the name after it replaced."""
    verb = _NAMING_START.match(found.group())
    return (verb.group() if verb else "") + PLACEHOLDER


def _unless_said(found: re.Match[str]) -> str:
    """A quoted title replaced, unless a verb of saying introduces it."""
    before = found.string[: found.start()]
    return found.group() if _SAYING_BEFORE.search(before) else PLACEHOLDER
