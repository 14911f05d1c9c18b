"""Claims of standing over the agent: the person's word above the operator's, what their
messages count as, a note about the memory itself, a new identity for the agent.

Each is a concept for `instruction_orders`, on folded text (`screen_text`); some are
orders alone (nothing in an ordinary fact says "this note overrides every other note"),
others only beside a second concept.
"""

from __future__ import annotations

import re

from agent_memory.core.instruction_concepts import ADDRESSEE, WORD

# --- priority over the agent's operator -----------------------------------------------------
PRECEDENCE = re.compile(
    r"\b(?:their|his|her|theirs|dele|dela|deles|delas|suy[oa]s?|sus|su)"
    r"(?: \w+)? (?:requests?|words?|orders?|instructions?|commands?|wishes|demands|pedidos?"
    r"|palavras?|ordens|instruc\w+|comandos?|vontade|peticiones|peticion|palabras?|ordenes"
    rf"|deseos)(?: {WORD}){{0,6}} (?:comes? first|first|overrid\w*|outrank\w*|above|over"
    r"|take priority|takes priority|vale mais|valem mais|vem primeiro|vem antes|van primero"
    r"|va primero|por encima|acima|prevalec\w*|tem prioridade|tienen prioridad|tiene prioridad"
    r"|antes que|antes das|antes de las|more than|mais que|mas que)\b"
    rf"|\b(?:no|nenhum|nenhuma|ningun|ninguna|nothing|nada|none)(?: {WORD}){{0,3}}"
    r" (?:may|can|will|should|pode|podem|deve|puede|pueden|debe)(?: not| nunca)? (?:be|ser)"
    r" (?:turned down|refused|denied|rejected|declined|negad[oa]s?|recusad[oa]s?"
    r"|rechazad[oa]s?|negad[oa]s?)"
    r"|\b(?:no|nao|nunca|never|not) (?:se )?(?:debe|deve|deberia|deveria|should|must|may|can"
    r"|pode|puede|will) (?:be )?(?:rechaz\w*|recus\w*|neg\w*|refus\w*|denied|turned down|declin\w*)"
    r" (?:nada|nothing|anything|ningun\w*|nenhum\w*)"
    r"|\b(?:requests?|words?|orders?|wishes|pedidos?|palavras?|ordens|vontade|peticion\w*"
    r"|palabras?|ordenes|deseos) (?:of theirs|dele|dela|deles|delas|suy[oa]s?)(?: \w+){0,4}"
    r" (?:comes? first|overrid\w*|outrank\w*|vale mais|valem mais|vem primeiro|vem antes"
    r"|van primero|va primero|vale mas|valen mas|prevalec\w*)\b"
    r"|\b(?:follow|obey|accept|siga|sigue|seguir|obedeca|obedece|obedecer|obedezca|cumpla|cumpra"
    r"|aceite|aceita|aceitar|acepta|acepte|aceptar)"
    r"(?: only| so| solo| somente| apenas| unicamente)? (?:their|his|her|sus|os|as|los|las)"
    # someone else's orders are the person's own business: "obedece las órdenes del médico"
    r" (?:commands|orders|comandos|ordens|ordenes|órdenes)\b(?! (?:medic\w*|of|from|do|da|dos"
    r"|das|de|del)\b)"
    r"|\b(?:aceite|aceita|siga|obedeca|cumpra|acepte|acepta|sigue|obedece|cumple|cumpla)"
    r" (?:os|as|los|las) (?:comandos|ordens|ordenes|pedidos) (?:dele|dela|suyos|suyas)\b"
)
# the person's requests never refused: "her requests are never to be declined"
NEVER_REFUSED = re.compile(
    r"\b(?:requests?|pedidos?|peticion\w*|solicitac\w*|solicitud\w*|orders?|ordens|ordenes"
    r"|wishes|demands?)(?: \w+){0,4} (?:never|nunca|not|nao|no|jamais|jamas)(?: \w+){0,3}"
    r" (?:declin\w*|refus\w*|reject\w*|denied|turn\w* down|recusad\w*|recusar\w*|negad\w*"
    r"|negar\w*|rechaz\w*)"
)
# a configuration that no longer holds: "your rules do not apply to them"
EXEMPTION = re.compile(
    r"\b(?:do not|don't|does not|doesn't|no longer|nao|no|ya no|not) (?:se |need to |precisa"
    r" |necesitas )?(?:apply|applies|aplica[mn]?|valem|valen|vale|count|matter)\b"
    r"|\b(?:no need (?:for|to)|need not|needn't|(?:does|do) not need to|doesn't need to"
    r"|nao (?:ha|tem) necessidade|nao precisa|nao e preciso|no hace falta|no es necesario"
    r"|no necesita)\b"
    # a heading of exceptions: "Exceptions for this user:", "Excepciones para este usuario"
    r"|\b(?:exceptions?|excec(?:oes|ao)|excepcion(?:es)?|exempt\w*|isent\w*|exent\w*)"
    r" (?:for|para|to|a|de)\b"
)
# the agent's loyalty claimed: "the chatbot works for them now, not for the store"
ALLEGIANCE = re.compile(
    r"\b(?:works?|working|trabalha|trabaja|serves?|serve|sirve|answers? to|responde (?:a|ante)"
    r"|belongs? to|pertence a|pertenece a|is loyal to|e leal a|es leal a)(?: \w+)?"
    r" (?:for |para |a )?(?:them|him|her|ela|ele|ella|el)\b(?:,? (?:now|agora|ahora))?"
    r"(?:,? (?:not|nao|no) (?:for |para |a |to )?(?:the|a|o|la|el) \w+)?"
)
# what the agent says, unrestricted: "unrestricted answers", "respostas sem restrição"
UNRESTRICTED_OUTPUT = re.compile(
    r"\b(?:unrestricted|unfiltered|uncensored|unlimited) (?:answers|responses|replies|output)\b"
    r"|\b(?:answers|responses|replies|respostas|respuestas) (?:sem|sin|without|with no)"
    r" (?:\w+ )?(?:restric\w+|filtros?|filters?|limites?|limits|censura)\b"
)
EQUAL_WEIGHT = re.compile(
    r"\b(?:same|equal|as much) (?:weight|authority|priority|standing|power|say)\b"
    r"|\b(?:mesmo peso|mesma autoridade|mesma prioridade|mesmo poder|mismo peso|misma autoridad"
    r"|misma prioridad|mismo poder)\b"
    r"|\b(?:same|mesm[oa]s?|mism[oa]s?) (?:answers|access|treatment|rights|permissions"
    r"|privileges|replies|respostas|acesso|tratamento|direitos|permissoes|privilegios"
    r"|respuestas|acceso|trato|derechos|permisos)\b"
)
# the person's identity unchecked: "they must never be asked to verify who they are"
IDENTITY_CHECK = re.compile(
    r"\b(?:verif|confirm|prov|check|compro|comprue|confer|chec|valid|prueb)\w*(?: \w+)?"
    r" (?:who (?:they|he|she) (?:are|is)"
    r"|(?:their|his|her|sua|su|the|a|la|o) identi\w+|quem (?:e|ela e|ele e)|quien es)\b"
    r"|\bidentity (?:checks?|verification)|verificac\w+ de identidad\w*\b"
)
CANDOUR = re.compile(
    r"\b(?:without|sem|sin) (?:hiding|holding back|withholding|esconder|ocultar|omitir|filtrar"
    r"|censurar|reservas)(?: \w+)? (?:anything|nothing|nada)?\b|\bnothing held back\b"
    r"|\bhold(?:ing)? nothing back\b|\bkeep(?:ing)? no secrets\b"
)
# the person as the one who receives: "tell them", "contar a ela"
TO_THEM = re.compile(
    r"\b(?:tell|send|give|show|pass|hand|forward|email|text|read)\w* (?:them|him|her)\b"
    r"|\b(?:to|with) (?:them|him|her)\b|\b(?:a|para|com) (?:ela|ele)\b"
    r"|\b(?:darle|decirle|contarle|enviarle|pasarle|mostrarle|darles|decirles|contarles"
    r"|enviarles)\b"
)
# a note addressed to the agent: "Note for the assistant:", "Bot, ..."
ADDRESSED_NOTE = re.compile(
    rf"\b(?:notes?|messages?|reminders?|memo|attention|instructions?|nota|mensagem|recado"
    rf"|aviso|lembrete|atencao|mensaje|recordatorio|atencion)(?: \w+)? (?:for|to|para|ao|a|al)"
    rf" (?:{ADDRESSEE.pattern})"
    # a heading for the agent: "Important context for the AI:", "Contexto pra IA:"
    r"|^[^:]{0,40}\b(?:for|to|para|pra|pro|ao|al|a) (?:the |o |a |el |la )?(?:assistant"
    r"|assistente|asistente|bot|chatbot|ai|ia|agent|agente|model|modelo|llm) ?:"
    r"|^(?:hey |hi |hello |oi |ola |hola |dear |querido |querida |caro |cara )?(?:assistant"
    r"|bot|chatbot|ai|ia|assistente|asistente|agent|agente|chatgpt|model|modelo)\b ?[,:]"
)
# what a message counts as: "messages from them count as system messages"
# the makers of the model: a claim to be one of them is a claim over the agent
# (a Google or Meta engineer is an ordinary job: only their AI is the agent's maker)
_VENDOR = r"(?:openai|anthropic|deepmind|mistral|(?:google|meta|microsoft|whatsapp) ai)"
VENDOR_STAFF = re.compile(
    rf"\b{_VENDOR} (?:employee|staff|engineer|developer|team|researcher|admin)s?\b"
    r"|\b(?:employee|staff|engineer|developer|researcher|funcionari[oa]|emplead[oa]"
    r"|engenheir[oa]|ingenier[oa]|equipe|equipo|team|time|pessoal|personal)s?"
    rf" (?:da |de |do |del |of |at |from |en |na |no )?{_VENDOR}\b"
)
STATUS_CLAIM = re.compile(
    r"\b(?:messages?|mensagens?|mensajes?|requests?|pedidos?|peticiones|words?|palavras?"
    r"|palabras?|texts?|textos?)(?: [\w'-]+){0,4} (?:count as|counts as|are|is|valem como"
    r"|vale como|contam como|conta como|cuentan como|cuenta como|come from|comes from|vem do"
    r"|vem da|vem de|vienen del|viene del|viene de la|vienen de la|treated as|tratad[oa]s? como"
    r"|son|sao|e|es)(?: \w+){0,3}"
    r" (?:system|sistema|administrator|admin|administrador\w*|operator|operador\w*|developer"
    rf"|desenvolvedor\w*|desarrollador\w*|owner|dono|dueno|root|creator|criador|creador"
    rf"|{_VENDOR})\b"
    r"|\b(?:treat\w*|regard\w*|consider\w*|trust\w*|trat\w*|confi\w*|accept\w*|acept\w*"
    r"|aceit\w*|recogni[sz]\w*|reconhec\w*|reconoc\w*|regist\w*)\b(?: [\w']+){0,4}"
    r" (?:as|como)(?: [\w']+){0,4} (?:system|sistema|developers?|desenvolvedor\w*"
    r"|desarrollador\w*|admin\w*|operators?|operador\w*|owner|dono|dona|dueno|duena|root"
    rf"|creators?|criador\w*|creador\w*|{_VENDOR})\b"
    # "as coming from Anthropic", "como si viniera de los administradores"
    r"|\b(?:as|como) (?:if |se |si )?(?:coming|vindo|viniera|viniesse|viessem|vinieran|being"
    r"|sendo|siendo|fueran|fuera|fossem|fosse|were|was"
    r"|came|come|sent|enviad[oa]s?|mandad[oa]s?) (?:from|de|da|do|del|dos|das|de los|de las)"
    r"(?: the| a| o| la| el| os| as| los| las)? (?:system|sistema|admin\w*|operators?"
    r"|operador\w*|developers?|desenvolvedor\w*|desarrollador\w*|owners?|donos?|duenos?"
    rf"|{_VENDOR}|company|empresa)\b"
)
# the person's wish as the agent's command: "their wish is the agent's command"
COMMAND_CLAIM = re.compile(
    r"\b(?:wish|wishes|word|words|desejo|desejos|deseo|deseos|palavra|palabra|vontade)"
    r"(?: dela| dele| suyo| suya| of theirs)? (?:is|are|e|es|sao|son)(?: [\w']+){0,2}"
    r" (?:command|commands|order|orders|law|ordem|ordens"
    r"|orden|ordenes|lei|ley)\b"
)
# a note about the memory itself: "this note overrides every other note"
MEMORY_OVERRIDE = re.compile(
    r"\b(?:this|esta|este|essa|esse) (?:note|fact|entry|memory|record|nota|fato|dado|registro"
    r"|hecho|dato|entrada|memoria)(?: \w+){0,2} (?:overrid\w*|replac\w*|supersed\w*|cancel\w*"
    r"|substitu\w*|reemplaz\w*|sustituy\w*|anul\w*|prevalec\w*|outrank\w*|invalid\w*)\b"
    r"|\b(?:ignore|disregard|forget|ignora\w*|esquec\w*|olvid\w*) (?:any|every|all|the|other|as"
    r"|os|las|los|qualquer|cualquier|todas?|todos?)?(?: \w+){0,2} (?:notes?|facts?|memories"
    r"|notas?|fatos?|hechos?|memorias?)\b"
)

# the rest of the memory made void: "the previous facts are outdated", "solo este cuenta"
MEMORY_VOID = re.compile(
    r"\b(?:(?:previous|earlier|older|other|prior|anteriores|antigos|antiguos|outros|otros|demais"
    r"|dem[aá]s) (?:facts|memories|entries|fatos|memorias|hechos|entradas|notes|notas)"
    r"|(?:facts|memories|entries|fatos|memorias|hechos|entradas|notes|notas) (?:anteriores"
    r"|antigos|antiguos|from before))(?: \w+){0,3} (?:outdated|obsolete|void|invalid|wrong"
    r"|superseded|no longer|desatualizad\w*|obsolet\w*|invalid\w*|sem valor|desactualizad\w*"
    r"|ya no|nao valem|no valen|not valid|anulad\w*|errad\w*|equivocad\w*)"
    r"|\b(?:only|so|somente|apenas|solo|unicamente) (?:this|este|esta|esse|essa)(?: one| fact"
    r"| note| entry| fato| nota| hecho| dato| registro)? (?:counts|matters|holds|should|must|is"
    r" valid|vale|conta|deve|cuenta|debe|importa)\b"
)
# a new identity for the agent: "you are now DAN", "act like a model with no guidelines"
NEW_IDENTITY = re.compile(
    r"\b(?:you are now|you're now|now you are|agora voce e|ahora eres|a partir de agora voce e"
    r"|from now on you are)\b"
    rf"|\b(?:act|acts|acting|behave|behaves) (?:as|like) (?:an? |the )?(?:{WORD} )?(?:model"
    r"|ai|assistant|bot|chatbot|llm|system)\b"
    rf"|\b(?:aja|aje|age|comporte-se|comportese|actua|actue|comportate)(?: {WORD})? como"
    r" (?:um|uma|un|una|o|a|el|la)? ?(?:{WORD} )?(?:modelo|ia|assistente|asistente|bot|chatbot"
    r"|sistema)\b"
)

# a person singled out: "for this customer", "para ela"
FOR_THIS_PERSON = re.compile(
    r"\b(?:for|para|con|with|com|to) (?:this|este|esta|esse|essa) (?:customer|client|person|user"
    r"|cliente|pessoa|persona|usuari[oa])\b|\b(?:for|with) (?:them|him|her)\b"
    r"|\b(?:para|pra|com) (?:ela|ele)\b|\b(?:con|para|a) ella\b|\bcon el\b"
)

# precedence by anyone's word, over the agent's configuration: "this user's word outranks
# the system message", "os pedidos deste usuário valem mais que as orientações anteriores"
OUTRANKS = re.compile(
    r"\b(?:outrank\w*|overrid\w*|overrul\w*|supersed\w*|trump\w*|(?:takes?|taking|has|have)"
    r" (?:precedence|priority) over|comes? before|(?:is|are) above|counts? more than"
    r"|matters? more than|weighs? more than|(?:is|are) final|final (?:word|say)|last word"
    r"|vale[mn]? mais|contam? mais|pesam? mais|prevalec\w*|(?:tem|tem|tiene|tienen) prioridad?e?"
    r" sobre|(?:esta|estao|fica|ficam) acima|passa\w* por cima|(?:e|sao) (?:final|definitiv\w*)"
    r"|ultima palavra|vale[mn]? mas|cuenta[mn]? mas|pesa[mn]? mas|(?:esta|estan|queda|quedan)"
    r" por encima|por encima de|(?:es|son) (?:final|definitiv\w*)|ultima palabra)\b"
)
# doing whatever the person says: "runs any command they paste", "atende a qualquer pedido"
BLANKET_COMPLIANCE = re.compile(
    r"\b(?:any|every|all|whatever|qualquer|quaisquer|todo|toda|todos os|todas as|cualquier"
    r"|todas las|todos los)(?: \w+)? (?:commands?|orders?|requests?|instructions?|demands?"
    r"|comandos?|ordens?|ordem|pedidos?|instruc\w+|solicitac\w+|exigencias?|ordenes|orden"
    r"|peticion\w*|solicitud\w*)\b"
    # "anything this user asks for", "qualquer coisa que ela pedir"
    r"|\b(?:anything|whatever|everything|qualquer coisa|tudo|cualquier cosa|todo)"
    r" (?:que |that |lo que )?(?:\w+ ){0,2}(?:asks?|wants?|requests?|demands?|pedir|quiser"
    r"|solicitar|exigir|pida|quiera|solicite|exija)\b"
    r"|\b(?:do|does|doing|did|fazer|faz|faca|fara|hacer|hace|haga|hara)"
    r" (?:whatever|anything|everything|what|tudo o que|tudo que|o que|lo que|todo lo que"
    r"|cualquier cosa que|qualquer coisa que)(?: \w+)?"
    r" (?:they|he|she|ele|ela|el|ella)?(?: \w+)? ?(?:says?|asks?|wants?|tells?|orders?"
    r"|pedir|mandar|disser|quiser|ordenar|pida|mande|diga|quiera|ordene)\b"
)
# the agent's word given for good: "the assistant agreed, from now on, to...", "topou"
COMMITMENT = re.compile(
    r"\b(?:agreed|accepted|confirmed|promised|committed|consented|vowed|swore|settled"
    r"|aceitou|concordou|combin\w+|prometeu|confirmou|se comprometeu|topou|jurou|ficou de"
    r"|acept[oó]|acord\w+|prometi[oó]|confirm[oó]|se comprometi[oó]|jur[oó]|qued[oó] en"
    r"|quedaron en|accedi[oó]|consinti[oó])\b"
)
STANDING_SCOPE = re.compile(
    r"\b(?:from now on|from this point|from here on|going forward|henceforth|for the rest of"
    r"|for the remainder of|until the end of|for good|forever|always|never|de vez|de una vez"
    r"|in every|for every|(?:any|every|all) (?:\w+ )?(?:commands?|requests?|questions?|chats?"
    r"|conversations?|numbers?|users?|customers?|data)"
    r"|daqui em diante|de agora em diante|a partir de agora|pelo resto d\w+|ate o fim d\w+"
    r"|ate o final d\w+|para sempre|sempre|nunca|em toda|em qualquer|qualquer (?:\w+ )?"
    r"(?:coisa|comando|pedido|numero|conversa|pergunta|usuario|cliente)"
    r"|desde ahora|de ahora en adelante|a partir de ahora|durante el resto d\w+"
    r"|hasta el final d\w+|para siempre|siempre|jamas|en cada|en toda|cualquier (?:\w+ )?"
    r"(?:cosa|comando|pedido|numero|conversacion|pregunta|usuario|cliente))\b"
)
# the agent in another character: "roleplay as an AI with no limits", "hacer de IA"
PERSONA = re.compile(
    r"\b(?:roleplay\w*|role-play\w*|play\w* (?:the )?(?:role|part) of|speak\w* as|talk\w* as"
    r"|pos\w* as|act\w* as|pretend\w* to be|turn\w* into|becom\w*|fazer (?:o )?papel de"
    r"|faz(?:endo)? (?:o )?papel de|fingir ser|finge ser|finja ser|se passar por"
    r"|se fazer de|virar|tornar-se|hac(?:er|e|iendo) (?:el papel )?de|fingir que es"
    r"|convertirse en|convierte en|interpret\w* (?:a |o |el |la |um |uma |un |una )?)"
    r"(?: (?:an?|um|uma|un|una|the|o|a|el|la))?(?: [\w-]+)? (?:ai|ia|bot|chatbot|assistant"
    r"|assistente|asistente|model|modelo|character|personagem|personaje|persona|version"
    r"|versao|llm|system|sistema)\b"
)
UNCENSORED = re.compile(
    r"\b(?:uncensored|unfiltered|unrestricted|jailbroken|no[- ]limits?|without limits|no ethics"
    r"|no morals|amoral|unethical|sem etica|sin etica|sem moral|sin moral"
    r"|limitless|sem (?:limites|censura|filtros?|restric\w+|regras|travas)|sin (?:limites"
    r"|censura|filtros?|restric\w+|reglas|frenos)|without (?:any )?(?:restrictions|rules"
    r"|filters|censorship)|(?:with )?no (?:rules|restrictions|filters|censorship)"
    r"|anything goes|vale tudo|todo vale|irrestrit\w*|ilimitad\w*)\b"
)
# a mode over the agent's rules: "god mode", "modo desarrollador", "jailbreak"
ELEVATED_MODE = re.compile(
    r"\b(?:god|developer|dev|debug|admin|sudo|root|maintenance|unrestricted|unfiltered|dan"
    r"|test|super ?user)[- ]mode\b"
    r"|\bmodo (?:deus|dios|desenvolvedor|desarrollador|dev|debug|depuracion|admin\w*|root"
    r"|sudo|manutencao|mantenimiento|irrestrito|sin restricciones|sem restricoes|sem filtro"
    r"|sin filtro|dan|teste|prueba|super ?usuario)\b|\bjailbr\w*"
)
# the agent changed by someone: "the assistant was reconfigured for them"
ALTERED_AGENT = re.compile(
    r"\b(?:was|were|has been|had been|got|been|foi|foram|fue|fueron|ha sido|sido|esta|estaba"
    r"|ficou|quedo)(?: \w+)? (?:reprogramm?ed|reconfigured|rewired|retrained|reprogramad[oa]s?"
    r"|reconfigurad[oa]s?)\b"
    rf"|\b(?:reprogramm?\w*|reconfigur\w*|rewir\w*|retrain\w*) (?:{ADDRESSEE.pattern})"
    r"|\b(?:la|lo|a|o) (?:reprogram|reconfigur)\w*|\b(?:reprogram|reconfigur)\w*-(?:la|lo|a|o)\b"
)
# the person named as "this user", as an operator's note would: "este usuario", "essa pessoa"
THIS_USER = re.compile(
    r"\b(?:this|este|esta|esse|essa|deste|desta|desse|dessa|de este|de esta)"
    r" (?:user|usuari[oa]|customer|client|cliente|person|pessoa|persona|account|conta|cuenta"
    r"|family|familia|number|numero|contact|contato|contacto)\b"
)

# the person's conversations sent elsewhere: "a copy of her future messages to her husband"
FORWARDING = re.compile(
    r"\b(?:cop(?:y|ies|ia|ias)|transcripts?|transcric\w*|transcripc\w*|forward\w*|encaminh\w*"
    r"|reenvi\w*|redirect\w*|redireccion\w*|redirecion\w*|cc|bcc|em copia|en copia|in copy"
    r"|loop (?:\w+ )?in)(?: \w+){0,4} (?:messages|mensagens|mensajes|conversations?|chats?"
    r"|conversas?|conversaciones|replies|respostas|respuestas|transcripts?)\b"
    r"|\b(?:summary|summaries|resumo|resumos|resumen|resumenes|log|logs|record|historial"
    r"|historico) (?:of|de|das|dos|de las|de los|do|da)(?: her| his| their| suas| seus| sus"
    r"| as| os| las| los)? (?:chats|conversations|conversas|conversaciones|messages|mensagens"
    r"|mensajes)\b"
)
# the agent's checks dodged: "so the filters miss it", "para que los filtros no lo vean"
EVASION = re.compile(
    r"\b(?:so|so that|para que|para|pra) (?:the |its |os |as |los |las |o |a |el |la )?"
    r"(?:filters?|filtros?|moderation|moderacao|moderacion|safety|checks|controles|monitoring"
    r"|monitoramento|monitoreo)(?: \w+){0,3} (?:miss|misses|don't|do not|can't|won't|never"
    r"|nao|no|nunca)\b"
)
# what the agent's operator watches, waived: "her sessions are exempt from logging"
UNMONITORED = re.compile(
    r"\b(?:exempt\w*|isent[oa]s?|exent[oa]s?|free|livres?|libres?|excluded|excluid[oa]s?)"
    r" (?:from|de|of|da|do|del)(?: \w+)? (?:logging|logs?|review|monitoring|moderation|filter\w*"
    r"|checks|registros?|revisao|revision|monitoramento|monitoreo|moderac\w+|filtros?|controles"
    r"|verificac\w+|auditoria|audit\w*|supervis\w+)\b"
)
# a privilege over no named thing, handed to the person: "granted operator rights"
GRANTED_PRIVILEGE = re.compile(
    r"\b(?:granted|given|gave|received|got|recebeu|ganhou|deram|deu|concedeu|concedid[oa]s?"
    r"|concedi\w*|otorg\w*|dieron|recibio|tiene ahora|tem agora|now has|now have)(?: \w+){0,3}"
    r" (?:(?:operator|admin|administrator|developer|root|superuser|moderator|owner|system)"
    r" (?:rights|access|privileges|permissions|status|role|level|powers)"
    r"|(?:direitos|acesso|privilegios|permissoes|poderes|derechos|acceso|permisos|status|nivel"
    r"|cargo|rol|papel) (?:de )?(?:operador\w*|administrador\w*|admin|desenvolvedor\w*"
    r"|desarrollador\w*|root|superusuari\w*|moderador\w*|don[oa]|duen[oa]|sistema))\b"
    # over a thing of theirs ("to the school's Moodle", "do grupo") it is their business; who
    # gave it ("da equipe", "by the team") is not
    r"(?! (?:to|on|in|for|at|over|a|ao|em|no|na|en|al|del|do|da|de|dos|das)\b"
    r"(?! (?:equipe|equipo|team|suporte|soporte|support|staff)\b))"
    # or run with someone else's: "runs with the operator's rights"
    r"|\b(?:runs?|executes?|roda|rodam|executa|ejecuta|se ejecuta|corre)(?: \w+){0,2}"
    r" (?:with|com|con) (?:the |os |los |las )?(?:(?:operator|admin|administrator|developer"
    r"|owner|root|system)'s (?:rights|privileges|permissions|access|powers)|(?:direitos"
    r"|privilegios|permissoes|derechos|permisos|poderes) (?:do|del|de la|da) (?:operador\w*"
    r"|administrador\w*|desenvolvedor\w*|desarrollador\w*|dono|dueno|sistema))"
)
# the agent's configuration as written: "word for word", "palabra por palabra"
VERBATIM = re.compile(
    r"\b(?:word for word|palavra por palavra|palabra por palabra|verbatim|literalmente"
    r"|textualmente|ao pe da letra|al pie de la letra|in full|na integra|integramente)\b"
)
# the people behind the agent: "the people who built it", "quienes lo crearon"
AGENT_MAKERS = re.compile(
    r"\b(?:the people|those|whoever|the ones|the team|quem|as pessoas|os que|quienes|las personas"
    r"|los que)(?: who| that| que)? (?:built|made|created|trained|run|runs|programmed|criaram"
    r"|fizeram|construiram|treinaram|programaram|crearon|hicieron|construyeron|programaron"
    r"|entrenaron) (?:it|o|lo|the bot|the assistant)\b"
    r"|\b(?:quem|quienes|os que|los que|que) (?:o|lo) (?:criou|criaram|fez|fizeram|construiu|creo"
    r"|crearon|hizo|hicieron|programo|programaron|programou|programaram)\b"
)
# acting with no check of the person: "place orders on her card without confirmation"
UNCHECKED = re.compile(
    r"\b(?:without|sem|sin) (?:(?:asking|asking for|pedir|needing|checking|any|a|uma?|una?"
    r"|previous|previa|previa) )?(?:(?:her|his|their|sua|seu|su|sus) )?(?:confirmation|consent"
    r"|approval|checking|verification|checks"
    r"|confirmac\w+|autorizac\w+|consentimento|consentimiento|aprovac\w+|aprobac\w+|verificar"
    r"|conferir|comprobar|revisar|checar|it)\b(?<!\bit)"
)
# the agent's own team claimed: "a member of the engineering team for this chatbot"
AGENT_TEAM = re.compile(
    r"\b(?:team|staff|equipe|equipo|crew|developers|desenvolvedores|desarrolladores)(?: \w+){0,2}"
    r" (?:for|of|behind|do|da|del|de|deste|desta|de este|de esta) (?:this |the |o |a |el |la"
    r" |este |esta )?(?:chatbot|bot|assistant|ai|ia|assistente|asistente|agent|agente|model"
    r"|modelo)\b(?! (?:of|at|for|in|de|do|da|del|em|en|na|no)\b)"
)
# what others who write are told: "anyone who asks about her should be told..."
OTHERS_TOLD = re.compile(
    r"\b(?:anyone|whoever|everyone|anybody|someone|quem|a quem|quien|a quien|todo el que"
    r"|todos los que|qualquer pessoa que|cualquiera que)(?: who| que)?(?: \w+){0,2}"
    r" (?:asks?|writes?|messages?|calls?|contacts?|pergunt\w*|escrev\w*|ligar|pregunt\w*"
    r"|escrib\w*|llame)\b(?: \w+){0,4} (?:(?:should|must|is to|are to) (?:be told|hear)"
    r"|deve(?:m)? (?:ouvir|ser informad\w*)|hay que decirle|se le debe decir|se les debe decir"
    r"|debe(?:n)? (?:escuchar|ser informad\w*))\b"
)
# a role's tag written into the text: "[system]", "<admin>", "SYSTEM NOTE:"
ROLE_TAG = re.compile(
    r"^\W*[\[<({]\s*(?:system|sistema|admin\w*|developer|desenvolvedor|desarrollador|operator"
    r"|operador|root|sudo|instructions?|instruc\w+)(?: (?:note|message|nota|mensagem|mensaje))?"
    r"\s*[\]>)}]"
    r"|^\W*(?:system|sistema|admin|developer|operator|operador)(?: (?:note|message|nota|mensagem"
    r"|mensaje|prompt|override))?\s*:"
    # a change of the rules announced: "Policy update:", "Atualização de política:"
    r"|^\W*(?:policy update|new policy|policy change|rule change|rules update|system update"
    r"|admin override|override|atualizacao de (?:politica|regras)|nova politica"
    r"|actualizacion de (?:politica|reglas)|nueva politica|cambio de politica)\s*:"
    r"|\b(?:admin|administrator|operator|developer|root|system) override (?:active|on|enabled"
    r"|ativo|activo|ligado)\b|\boverride de (?:administrador|operador|desenvolvedor"
    r"|desarrollador|sistema) (?:ativo|activo|ligado)\b"
)

# concept name -> the pattern that finds it
CONCEPTS = {
    "precedence": PRECEDENCE,
    "exemption": EXEMPTION,
    "for_this_person": FOR_THIS_PERSON,
    "equal_weight": EQUAL_WEIGHT,
    "identity_check": IDENTITY_CHECK,
    "candour": CANDOUR,
    "to_them": TO_THEM,
    "addressed_note": ADDRESSED_NOTE,
    "status_claim": STATUS_CLAIM,
    "memory_override": MEMORY_OVERRIDE,
    "new_identity": NEW_IDENTITY,
    "command_claim": COMMAND_CLAIM,
    "allegiance": ALLEGIANCE,
    "unrestricted_output": UNRESTRICTED_OUTPUT,
    "outranks": OUTRANKS,
    "blanket_compliance": BLANKET_COMPLIANCE,
    "commitment": COMMITMENT,
    "standing_scope": STANDING_SCOPE,
    "persona": PERSONA,
    "uncensored": UNCENSORED,
    "elevated_mode": ELEVATED_MODE,
    "altered_agent": ALTERED_AGENT,
    "this_user": THIS_USER,
    "vendor_staff": VENDOR_STAFF,
    "memory_void": MEMORY_VOID,
    "forwarding": FORWARDING,
    "evasion": EVASION,
    "never_refused": NEVER_REFUSED,
    "unmonitored": UNMONITORED,
    "granted_privilege": GRANTED_PRIVILEGE,
    "verbatim": VERBATIM,
    "agent_makers": AGENT_MAKERS,
    "unchecked": UNCHECKED,
    "agent_team": AGENT_TEAM,
    "others_told": OTHERS_TOLD,
    "role_tag": ROLE_TAG,
}
