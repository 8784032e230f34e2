//! The order reference: the reply to a `HELP` mail and `rorgm help orders` print the same text.

use orders::grammar::{MAX_AMOUNT, later_phase};
use orders::{MAX_LINE_CHARS, MAX_ORDER_LINES};

/// One part of the reference: the topics that select it and its text.
struct Section {
    topics: &'static [&'static str],
    text: &'static str,
}

const INTRO: &str = "\
ORDERS FOR THE GAME MASTER
==========================
Reply to the GM's last mail, one order per line. Keywords may be written in any case.
Lines that do not start with an order keyword are listed back to you as ignored text.
HELP <order> (e.g. HELP INCOME) shows one part of this reference.
";

const SECTIONS: &[Section] = &[
    Section {
        topics: &[
            "MAIL",
            "READING",
            "QUOTES",
            "QUOTE",
            "SIGNATURE",
            "SIGNATURES",
            "COMMENTS",
        ],
        text: "\
HOW YOUR MAIL IS READ
- Reply from your registered address to your personal GM address; GAME <id> is optional.
- The plain text of the mail is read (or its HTML, turned into text). Attachments and the
  Subject are not read.
- Quoted lines (starting with >), quoted HTML and lines like \"On ... wrote:\" are skipped;
  the lines you write before, between or after them are read. So you can answer at the top,
  at the bottom, or on the empty lines of the call-for-orders form.
- Everything from your signature (a line \"-- \"), a forwarded or original message divider
  (\"-----Original Message-----\", \"Begin forwarded message:\", an Outlook From:/Sent: block or
  a ________ line) to the end is skipped, and so are footers like \"Sent from my iPhone\".
- # starts a comment: the rest of the line is not read (#1 is a card ID, not a comment).
- Extra spaces, a full stop at the end, smart quotes and tabs do not matter.
- Later orders for a decision replace earlier ones, in the same mail and across mails,
  until the round resolves. A wrong line changes nothing; the rest of your mail still counts,
  and the reply says which lines were wrong and why. A wrong line does not hold the round
  when the decision has an answer: send the corrected line before the round resolves.
- Lists change item by item: a mail changes only the proposals, trade offers and standing
  orders it names, the others stay, and the reply shows the whole list as it now stands. To
  replace a whole list, start with NO PROPOSALS, OFFER NONE or STANDING CLEAR, then write the
  new list in the same mail.
- A reply belongs to the call it answers (the mail you reply to, the round in the Subject).
  If that round is over when your mail comes, nothing in it is applied to what is open now;
  the reply says so and lists what you owe now.
- One order with other words on its line is read (READY (sorry, late) reads READY); the
  reply says what was read and what was left as comment. A line with two orders is refused.
- Lines are numbered as you wrote them: quoted lines are not counted.
",
    },
    Section {
        topics: &["NAMES", "NAME", "SENATOR", "SENATORS", "CARDS", "CARD"],
        text: "\
NAMES
- A senator by his family name (Cornelius), a statesman by his name (Scipio, Scipio
  Africanus), or by card ID (#1, 1A). Any unique start of 3 or more letters works (Corn).
- Accents and case do not matter. An ambiguous or unknown name is an error that lists who
  you may mean. The GM writes names as \"Cornelius (#1)\"; you may copy that form.
- Cards in your hand by name (TAX FARMER 1, Scipio) or key (tax-farmer-1, 1A).
",
    },
    Section {
        topics: &["AMOUNTS", "AMOUNT", "TALENTS", "TALENT"],
        text: "\
AMOUNTS
- Whole talents: 5, 5T, 5 t, 5 talents, 1 talent. From 0 to 100000.
",
    },
    Section {
        topics: &["LIMITS", "LIMIT"],
        text: "\
LIMITS (a mail beyond them is refused with an error and changes nothing)
- at most 1000 order lines, each at most 1000 characters; a mail of at most 10 MB.
- press (HELP PRESS): at most 8 KB a message, 6 messages a mail, 20 an hour; a press over a
  limit is refused and nothing of it is sent (the rest of the mail still counts).
",
    },
    Section {
        topics: &[
            "HELP", "STATUS", "ORDERS", "CANCEL", "STANDING", "READY", "GAME", "META", "TIMEZONE",
            "MAIL", "DIGEST", "EVERY", "ABSENT", "BACK", "AWAY", "HOLIDAY", "BOARD", "PICTURE",
        ],
        text: "\
ORDERS ABOUT THE GAME (any time)
HELP                  this reference; HELP <order> for one part, e.g. HELP TRANSFER
STATUS                your private view: senators, treasuries, hand, what you owe and by when
ORDERS                everything you have submitted for the open round
CANCEL <decision>     withdraw a submitted answer (it will get its Default Move),
                      e.g. CANCEL REVENUE or CANCEL SETUP
STANDING <order>      keep an order for every later round where it applies,
                      e.g. STANDING SPOILS Aemilius NO; STANDING CLEAR removes them all;
                      HELP STANDING for more
READY                 you are done with this round (lets it resolve early)
GAME <id>             optional; must name the game of the address you write to
TIMEZONE <zone>       deadlines (in mails and their Subjects) also in your own time, e.g.
                      TIMEZONE Europe/Rome (an IANA name: Continent/City); TIMEZONE UTC
                      for UTC alone
MAIL DIGEST           no mail for news alone: the news of a phase comes with your first
                      call for orders after its end (every call shows the State of the
                      Republic); MAIL EVERY (the default): every mail the GM sends you
                      opens with the news since your last one
ABSENT UNTIL <date>   you are away until that date (YYYY-MM-DD, e.g. ABSENT UNTIL
                      2026-12-24; at most 60 days ahead): from the start of that day in
                      your TIMEZONE (else UTC) the mails come again. Meanwhile your
                      standing orders and the Default Moves answer for you as soon as a
                      round opens (no lateness), the GM is told, the others read only that
                      your faction is answered by its defaults, and your mails are held:
                      they come as one mail when you are back.
                      ABSENT UNTIL <date> MAIL: the same, but the mails still come
BACK                  you are back before the date: the held mails come now, as one
BOARD                 the board as you may see it now: a picture (board.png, shown in
                      the mail) and a status sheet in the text (best read in a
                      fixed-width font)
PICTURE OFF           no board picture with the news at the end of each phase (in a game
                      that sends them); PICTURE ON: the pictures again. BOARD still works
",
    },
    Section {
        topics: &["PRESS", "GREY", "GRAY", "END", "DIPLOMACY", "NEGOTIATION", "GEN-06"],
        text: "\
PRESS (any time): messages to other players, relayed by the GM
PRESS TO <faction>[, <faction>...]   a private message to those players only, e.g.
                                     PRESS TO Faction 2, Fabius and Bob (a faction by its
                                     number, one of its senators, or its player's name)
PRESS ALL                            a public message to every player and the observers
GREY PRESS TO ... / GREY PRESS ALL   the same, unsigned (only if the game allows grey press)
END PRESS                            ends the message; without it the message runs to your
                                     signature, a forwarded-message divider or the end
The message is the lines below the PRESS line (or after a colon on it: PRESS ALL: Hail!).
No line of a press is read as an order; orders before PRESS or after END PRESS are.
Quoted lines (>) inside a press are left out. The GM relays it from the game's address,
signed with your faction and name; no mail address is ever passed on (addresses written in
the message are removed). Unless the game says otherwise the GM gets a copy of private press.
Your reply says, for each press, to whom it went and how many lines.
Press is never a deal the GM enforces: only open trades are binding (S004, GEN-06).
A message you received is never read as orders when you quote it in a reply.
Limits: at most 8 KB a message, 6 a mail, 20 an hour; attachments are never relayed.
",
    },
    Section {
        topics: &["SETUP", "LEADER", "PLAY", "PB-01", "SET-05", "SET-06"],
        text: "\
SETUP (PB-01): your Faction Leader and the cards you play at the start
LEADER <senator>                 e.g. LEADER Cornelius
PLAY <statesman>                 e.g. PLAY Scipio
PLAY <concession> ON <senator>   e.g. PLAY TAX FARMER 1 ON Cornelius (one of your senators)
PLAY NONE                        play no card (withdraws earlier PLAY orders)
Each PLAY adds a card; a concession named again moves to the new senator.
LEADER also changes your Faction Leader with an initiative in the Forum (HELP FORUM).
",
    },
    Section {
        topics: &[
            "REVENUE",
            "INCOME",
            "CONTRIBUTE",
            "CONTRIBUTION",
            "TRANSFER",
            "UPKEEP",
            "SPOILS",
            "GRAIN",
            "PB-02",
            "REV-03",
            "REV-07",
            "REV-08",
            "REV-10",
            "REV-15",
        ],
        text: "\
REVENUE (PB-02): where your income goes, contributions, transfers, spoils
INCOME <amount> TO <senator>     e.g. INCOME 3 TO Cornelius: a share of this turn's faction
                                 income to one of your senators; INCOME 0 TO Cornelius removes it
INCOME <amount> TO FACTION       e.g. INCOME 7 TO FACTION: the rest of the income always goes to
                                 the Faction Treasury; this line only checks that it is 7
INCOME ALL TO FACTION            no share to any senator (withdraws earlier INCOME orders)
CONTRIBUTE <amount> FROM <senator>
                                 e.g. CONTRIBUTE 10 FROM Fabius: to the State Treasury (0 withdraws)
TRANSFER <amount> FROM FACTION|<senator> TO FACTION|<senator>
                                 e.g. TRANSFER 4 FROM Cornelius TO Fabius: from your own purses
                                 to your faction or any senator in a faction. The TRANSFER lines of
                                 a mail replace those of your earlier mails; TRANSFER NONE
                                 withdraws them all.
UPKEEP <amount> FROM FACTION|<rebel>
                                 e.g. UPKEEP 4 FROM FACTION: when your Senator is in Revolt, which
                                 purse pays how much of his maintenance (2T per Legion owing no
                                 Rebel allegiance, before the income; REV-03): his Personal
                                 Treasury, a Secondary Rebel's or your Faction Treasury. He pays
                                 for every Legion his purses can; what your lines leave unpaid is
                                 taken from him, then the Secondary Rebels, then the Faction
                                 Treasury (the Default Move). UPKEEP NONE withdraws the lines.
STANDING SPOILS <governor> YES|NO
                                 e.g. STANDING SPOILS Aemilius NO: does the governor take
                                 provincial spoils (governors not named take them). The spoils
                                 are rolled when the Revenue Phase opens and are part of the
                                 income you distribute (REV-08), so the choice is a standing one
                                 for the next Revenue Phases
STANDING GRAIN <concession> DOUBLE|SINGLE
                                 e.g. STANDING GRAIN Sicilian Grain DOUBLE: while a Drought is in
                                 play, the holder of that grain concession takes its Drought
                                 bonus: income x2 and -2 Popularity, +1 multiplier and -1 more
                                 Popularity per further Drought effect (REV-07). Taken or not
                                 when the Revenue Phase opens, so the choice is a standing one;
                                 SINGLE, or no GRAIN order, is the printed income only
INITIATIVE <n>: <initiative line>
                                 e.g. INITIATIVE 2: PERSUADE Claudius WITH Fabius BRIBE 3: the
                                 plan for your own initiative this turn (the call names its
                                 number) sent with these orders, as the PBEM rules have it
                                 (PERSUADE, KNIGHTS, GAMES, LEADER and their NO lines; HELP
                                 FORUM). It is your answer when the Forum Phase opens, if still
                                 legal then (the income has come in by then), and you are not
                                 called for it; otherwise, or if you write none, you are called
",
    },
    Section {
        topics: &[
            "FORUM",
            "INITIATIVE",
            "PERSUADE",
            "PERSUASION",
            "KNIGHTS",
            "KNIGHT",
            "PRESSURE",
            "GAMES",
            "LEADER",
            "NO",
            "PB-03",
            "PB-04",
            "FOR-09",
            "FOR-10",
            "FOR-11",
            "FOR-14",
            "FOR-15",
            "FOR-16",
        ],
        text: "\
FORUM: YOUR INITIATIVE (PB-03). In this order: one persuasion attempt, one knights action,
games, a Faction Leader change. Each line sets its part; NO ... leaves that part out. Later
lines and mails replace a part, the other parts stay as they were.
PERSUADE <target> WITH <persuader> [BRIBE <amount>]
                                 e.g. PERSUADE Claudius WITH Cornelius BRIBE 3: the persuader is
                                 one of your senators in Rome; the target an unaligned senator in
                                 the Forum or another faction's senator in Rome who is not its
                                 Faction Leader. BRIBE comes from the persuader's Personal
                                 Treasury (0 or none: no outlay; without money the attempt on a
                                 defended target is frivolous, PB-04).
PERSUADE <target> WITH <persuader> [BRIBE <amount>] SEDUCTION|BLACKMAIL
                                 e.g. PERSUADE Claudius WITH Cornelius BRIBE 3 SEDUCTION, also
                                 PLAY SEDUCTION ON Claudius WITH Cornelius BRIBE 3: play the card
                                 from your hand for an unopposed attempt (Living Rules 1.07.413):
                                 nobody may counter-bribe, so no bribes round is called and it is
                                 resolved at once with the BRIBE you wrote; the target's own
                                 Personal Treasury still counts. A failed Blackmail costs the
                                 target 2d6 Influence and 2d6 Popularity. The card is discarded.
NO PERSUASION                    no attempt (also PERSUADE NONE)
KNIGHTS <senator> [SPEND <amount>]
                                 e.g. KNIGHTS Fabius SPEND 2: attract a knight; the talents come
                                 from his Personal Treasury (no SPEND: 0)
PRESSURE <number> KNIGHTS OF <senator>
                                 e.g. PRESSURE 2 KNIGHTS OF Fabius: instead of attracting, cash
                                 in knights (each pays 1d6 talents to his senator and leaves);
                                 one line per senator, in Rome or away: the lines add up (a
                                 second line for the same senator replaces his number)
NO KNIGHTS                       no knights action (also KNIGHTS NONE)
GAMES <senator> SLICE|BLOOD|GLADIATOR
                                 e.g. GAMES Fabius SLICE; also SLICE AND DICE (7T, +1 Popularity,
                                 -1 Unrest), BLOOD FEST (13T, +2/-2), GLADIATOR GALA (18T, +3/-3),
                                 paid from his Personal Treasury
NO GAMES                         no games (also GAMES NONE)
LEADER <senator>                 e.g. LEADER Fabius: make one of your senators Faction Leader
NO LEADER CHANGE                 keep your Faction Leader
When you bid for an auctioned initiative (HELP BID), these lines are your orders for it if
you win; while your own initiative is open too, they are for your own one.
",
    },
    Section {
        topics: &[
            "INTRIGUE",
            "PLAY",
            "INFLUENCE",
            "PEDDLING",
            "SEDUCTION",
            "BLACKMAIL",
            "FOR-13",
        ],
        text: "\
INTRIGUE CARDS PLAYED WITH AN ORDER
PLAY INFLUENCE PEDDLING ON <faction>
                                 e.g. PLAY INFLUENCE PEDDLING ON Faction 2 (or one of its
                                 Senators): at any time except in the Revolution Phase, in any
                                 mail; it is played when your mail is read. You discard it and
                                 draw a card at random from that opponent's hand; you and he
                                 are told which card, the others only that you drew from him.
                                 Refused if he holds no card (you keep yours).
PERSUADE ... SEDUCTION|BLACKMAIL  with your initiative's persuasion attempt (HELP PERSUADE).
Tribunes, Assassins and Secret Bodyguards go with the Senate orders (HELP SENATE).
",
    },
    Section {
        topics: &[
            "LAW", "LAWS", "FINE", "REPEAL", "RECRUIT", "GABINIAN", "MANILIAN", "SEN-55", "SEN-34",
            "SEN-62", "COM-01", "RVN-11",
        ],
        text: "\
LAWS (SEN-55). A Law card in your hand is played during the Senate Phase, in any mail, even
before the Consuls are elected and with no Senator of yours in Rome; it is played when your
mail is read and lies in the Law space from then on. Not played unless you write it.
PLAY LAW <law>                   e.g. PLAY LAW Tradition Erodes (PLAY Tradition Erodes also
                                 does). Acilian only after Calpurnian; Tradition Erodes only
                                 while the Active Wars total a Strength of 15 or more; Julian
                                 and Plautian-Papirian only during the Social War.
PLAY SERVILIAN LAW TO REPEAL ACILIAN LAW
                                 at any time once the Acilian Law is in force: both cards are
                                 discarded (else the Servilian Law gives you +1 on every Knight
                                 attraction roll).
FINE <senator>                   e.g. FINE Aemilius: the Calpurnian Law's fine of a corrupt
                                 Governor back in Rome (his Corrupt marker still on him), 1d6
                                 Talents, once a turn, in the Senate Phase; by the Censor's
                                 faction, or with the Acilian Law by the faction with the most
                                 Knights (a tie is rolled off, once a turn). No fine unless you
                                 write it.
Gabinian Law (COM-01; played only during a Pirate War): as each Combat Phase begins, every
Commander at War is asked, in HRAO ranking order, whether he recruits (10T a unit, No
Recruitment and Manpower Shortage do not apply; the units join his Force):
RECRUIT <n> LEGIONS AND <m> FLEETS FROM PERSONAL|FACTION
                                 e.g. RECRUIT 2 LEGIONS FROM PERSONAL (his Personal Treasury) or
                                 RECRUIT 1 FLEET FROM FACTION. RECRUIT NONE (the Default Move).
Manilian Law (RVN-11): in the Revolution Phase a victorious Commander may keep his Army and march
on a current War with its Fleet Support (an Inactive war becomes Active; he is a Proconsul):
CHOOSE <war>                     e.g. CHOOSE 2nd Gallic War; CHOOSE RETURN (the Default Move).
",
    },
    Section {
        topics: &[
            "DISBAND", "RECALL", "VETERANS", "DISBANDMENT", "2.04", "RVN-03", "SEN-61",
        ],
        text: "\
LEGIONARY DISBANDMENT AND RECALL (advanced rule 2.04, only in games that play it).
Revolution Phase (RVN-03): a victorious Commander returning to Rome (not a Rebel) is asked
whether he disbands Veteran Legions of his Force loyal to him: each goes to the Bank and gives
him +1 Oratory and +1 Influence. If he dies, they return to the Force Pool as regular Legions.
DISBAND <n> VETERANS             e.g. DISBAND 2 VETERANS; DISBAND NONE (the Default Move).
Senate Phase (SEN-61): as the Senate reaches other business, a Consul or Dictator holding
disbanded Legions is asked whether he recalls them, 10T each from his Personal Treasury or his
Faction Treasury (No Recruitment and Manpower Shortage do not apply): they join the Active
Forces as Veterans loyal to him, and he loses 1 Oratory and 1 Influence for each.
RECALL <n> VETERANS FROM PERSONAL|FACTION
                                 e.g. RECALL 1 VETERAN FROM FACTION; RECALL NONE (the Default
                                 Move). CHOOSE takes the same words.
",
    },
    Section {
        topics: &[
            "FORUM",
            "BRIBES",
            "BRIBE",
            "COUNTERBRIBE",
            "COUNTERBRIBES",
            "COUNTER-BRIBE",
            "NO",
            "PB-05",
            "FOR-13",
        ],
        text: "\
FORUM: BRIBES AND COUNTER-BRIBES (PB-05). One sealed round for the opposed persuasion attempts
the GM announced: what you send cannot depend on what others send.
COUNTERBRIBE <amount> ON <target>
                                 e.g. COUNTERBRIBE 5 ON Claudius: against another faction's
                                 attempt on Claudius, from your Faction Treasury (-1 each)
BRIBE <amount> ON <target>       e.g. BRIBE 2 ON Claudius: for your own attempt on Claudius, the
                                 persuader adds from his Personal Treasury (+1 each)
NO COUNTERBRIBES                 no counter-bribe at all (also COUNTERBRIBE NONE)
NO BRIBES                        nothing more for your own attempt (also BRIBE NONE)
Each line sets the amount on one attempt (0 withdraws it). Default: no counter-bribes; for
your own attempt, all the money in the persuader's Personal Treasury.
All the money goes to the target, whatever the outcome.
",
    },
    Section {
        topics: &["FORUM", "BID", "BIDS", "AUCTION", "NO", "PB-06", "FOR-17", "AHEAD"],
        text: "\
FORUM: BIDS FOR AN AUCTIONED INITIATIVE (PB-06). Sealed bids, paid from the bidding
senator's Personal Treasury (one of your senators in Rome); ties go to the HRAO or the player
nearest him clockwise. Default: no bid.
BID <amount> FROM <senator>      e.g. BID 4 FROM Cornelius
BID <amount> FROM <senator> IF PERSUASION OF <target> SUCCEEDS|FAILS
                                 e.g. BID 6 FROM Cornelius IF PERSUASION OF Claudius FAILS
NO BID                           withdraw your bids (also BID NONE, BID 0)
Write several BID lines in order of preference: the first whose condition holds counts. The
BID lines of a mail replace those of your earlier mails. A bid may depend on the outcome of
this turn's persuasion attempts, never on other players' bids (\"one more than ...\" is refused).
The target of your own attempt may bid for you if it succeeds (he is yours by then):
BID 5 FROM Claudius IF PERSUASION OF Claudius SUCCEEDS is kept and judged at the auction.
Add the orders for the initiative if you win it: PERSUADE, KNIGHTS, GAMES, LEADER (HELP FORUM).
BID AHEAD (a house rule the GM may choose when creating the game): the call for an auction's
bids names the later auctioned initiatives; INITIATIVE <n>: before a BID or an initiative line
makes it your answer for auction n when it opens (if still legal then; whoever wrote none for
it is called then), e.g. INITIATIVE 5: BID 2 FROM Fabius, INITIATIVE 6: NO BID.
",
    },
    Section {
        topics: &["STANDING", "DEFAULT", "DEFAULTS"],
        text: "\
STANDING ORDERS: an order kept for every later round where it applies, in place of the
Default Move (PB-03: \"Standing orders may replace defaults\").
STANDING <order>                 e.g. STANDING KNIGHTS Fabius SPEND 1
                                      STANDING COUNTERBRIBE 3 ON Cornelius
                                      STANDING NO PERSUASION
                                      STANDING BID 2 FROM Cornelius
                                      STANDING SPOILS Aemilius NO
                                      STANDING GRAIN Sicilian Grain DOUBLE
                                      STANDING VOTE NO
STANDING CLEAR                   remove all your standing orders
A STANDING line changes only its own item of your standing orders for that kind of decision
(initiative, counter-bribes, bids, revenue); the others stay. STANDING CLEAR followed by
STANDING lines in one mail replaces them all. Initiative lines (PERSUADE, KNIGHTS, PRESSURE, GAMES, LEADER, NO ...), COUNTERBRIBE,
BID and revenue lines (INCOME <n> TO <senator>, CONTRIBUTE, TRANSFER, SPOILS, GRAIN) can stand,
and VOTE YES|NO|ABSTAIN (your faction's vote on every proposal where you send none, PB-08;
where it is not legal, e.g. ABSTAIN on a Land Bill, the Default Move applies); BRIBE, PLAY,
proposals, bought votes, vetoes and appeals cannot. Orders you send for an open round replace
it for that round.
",
    },
    Section {
        topics: &[
            "SENATE",
            "NOMINATE",
            "NOMINATION",
            "CONSULS",
            "CENSOR",
            "DICTATOR",
            "PB-07",
            "PB-10",
            "SEN-02",
            "SEN-12",
            "SEN-20",
            "SEN-21",
            "SEN-22",
        ],
        text: "\
SENATE: NOMINATIONS (PB-07, PB-10; the presiding magistrate only). Each line adds one proposal to
your list, in order: the first one that is legal when the floor is free is put to the vote, the
later ones are your fallbacks and your next business (SEN-02). A mail adds its proposals to the
list of your earlier mails of the round, and a proposal already in it keeps its place; NO
PROPOSALS empties it (the GM then proposes, PB-10): NO PROPOSALS, then your new lines, replaces
the whole list.
The list is your faction's: while another faction presides it waits, and what can no longer be
proposed is dropped; you are told either way.
NOMINATE CONSULS <senator> AND <senator>
                                 e.g. NOMINATE CONSULS Cornelius AND Fabius (SEN-12); several
                                 lines = your second and third choice
NOMINATE DICTATOR <senator> MASTER OF HORSE <senator>
                                 e.g. NOMINATE DICTATOR Fabius MASTER OF HORSE Valerius (SEN-20,
                                 SEN-21; also ... WITH Valerius). The Dictator appoints his
                                 Master of Horse: the name stands if he is of your faction;
                                 otherwise his faction chooses (CHOOSE <senator>)
NOMINATE CENSOR <senator>        e.g. NOMINATE CENSOR Valerius (SEN-22)
NOMINATE PONTIFEX <senator>      e.g. NOMINATE PONTIFEX Cornelius (SEN-14, after the Consuls)
NOMINATE GOVERNOR <senator> FOR <province>
                                 e.g. NOMINATE GOVERNOR Fabius FOR Sicilia (SEN-35, SEN-36)
                                 To replace a Governor, name his Province: he comes home to
                                 Rome (keeping any Corrupt marker) and the new Governor starts
                                 a term of 3. Not a Governor elected this turn, nor a Rebel.
                                 Allowed at the Governors' elections and during other business
                                 (SEN-36)
NOMINATE GOVERNOR <senator> FOR <province> AND <senator> FOR <province> ...
                                 e.g. NOMINATE GOVERNOR Fabius FOR Sicilia AND Julius FOR Asia
                                 (SEN-35: several Governorships, recalls included, voted as one;
                                 posts may also be joined by commas). Each post is checked as a
                                 single one; no Senator or Province twice; all take office if it
                                 passes, none if it fails
Candidates for the office being filled now are checked against those eligible; for a later
office, any aligned senator in Rome. Default (PB-07): the GM makes the nominations.
",
    },
    Section {
        topics: &[
            "SENATE",
            "PROSECUTE",
            "PROSECUTION",
            "PROSECUTIONS",
            "PB-10",
            "SEN-23",
            "SEN-24",
            "SEN-25",
        ],
        text: "\
SENATE: PROSECUTIONS (PB-10; the Censor, SEN-23..SEN-25)
PROSECUTE <accused> MINOR|MAJOR [FOR <reason>] BY <prosecutor>
                                 e.g. PROSECUTE Aemilius MINOR FOR CORRUPT BY Claudius
                                 reason: CORRUPT (spoils), MAJOR (office last turn) or a
                                 concession's name (SEN-24); without FOR, the first that applies.
                                 SPOILS OF <province>: a Governor by Legate (Vatinian Law, SEN-38)
                                 in Rome, once for each Province whose spoils he took this turn.
                                 The prosecutor is a senator in Rome, not the accused nor the
                                 Censor (SEN-25). Up to 2 minor or 1 major prosecution a turn.
                                 EVIL OMENS: a MAJOR prosecution of the Faction Leader whose
                                 faction could not pay its Pontifex's Evil Omens debt this turn,
                                 in addition to the others (SEN-23, LR 2.01.7).
A prosecution is a proposal: it goes in the list with NOMINATE and PROPOSE lines.
",
    },
    Section {
        topics: &[
            "SENATE",
            "PROPOSE",
            "PROPOSAL",
            "PROPOSALS",
            "ADJOURN",
            "RAISE",
            "SEND",
            "DEPLOY",
            "RECALL",
            "REINFORCE",
            "DISBAND",
            "REPLACE",
            "LAND",
            "CONCESSION",
            "WAR",
            "WARS",
            "PB-07",
            "PB-10",
            "SEN-02",
            "CONDITIONAL",
            "ORDER",
            "SEN-39",
            "SEN-40",
            "SEN-41",
            "SEN-43",
            "SEN-44",
            "SEN-45",
            "SEN-46",
            "SEN-18",
            "SEN-57",
            "VETERAN",
            "VETERANS",
            "LIFE",
            "RVN-09",
            "REBEL",
            "CIVIL",
        ],
        text: "\
SENATE: OTHER PROPOSALS (PB-07, PB-10; the presiding magistrate only; each line adds one
proposal to your list, in order, like NOMINATE)
PROPOSE RAISE <n> LEGIONS AND <m> FLEETS
                                 e.g. PROPOSE RAISE 4 LEGIONS (SEN-43; 10T each from the State;
                                 passed when the State cannot pay, it bankrupts the State, VIC-03)
PROPOSE SEND <commander> WITH <n> LEGIONS AND <m> FLEETS TO <war>
                                 e.g. PROPOSE SEND Cornelius WITH 6 LEGIONS AND 2 FLEETS TO 1st
                                 Punic War (SEN-44). A war by its name, key or number: 1st Punic,
                                 Punic 1, punic-1
<k> VETERAN LEGIONS [OF <senator>] names Veterans among the Legions of a SEND to a war or to
                                 THE REBEL (RVN-09), a REINFORCE, a REPLACE, a DISBAND or a RECALL ... FROM: e.g.
                                 PROPOSE SEND Fabius WITH 1 LEGION AND 2 VETERAN LEGIONS OF Fabius
                                 AND 3 FLEETS TO 1st Illyrian War sends 3 Legions, 2 of them
                                 Veterans loyal to Fabius (SEN-44); without OF, any Veterans (the
                                 Commander's first). The Legions not named go regular ones first
                                 (the Default Move)
PROPOSE SEND <commander> WITH <n> LEGIONS TO <war> AND <commander> WITH <n> LEGIONS TO <war>
                                 e.g. PROPOSE SEND Claudius WITH 8 LEGIONS TO 1st Gallic War AND
                                 Cornelius WITH 4 LEGIONS AND 3 FLEETS TO 1st Illyrian War
                                 (SEN-44): a package, passed or defeated in one vote; the Field
                                 Consul and the Rome Consul may go together
PROPOSE SEND <commander> WITH <n> LEGIONS TO THE REBEL
                                 e.g. PROPOSE SEND Cornelius WITH 8 LEGIONS TO THE REBEL (RVN-09:
                                 while a Rebel marches on Rome; without an Army against him in the
                                 Combat Phase he wins, VIC-04. Fleets play no part). e.g. PROPOSE
                                 SEND Cornelius WITH 4 LEGIONS AND 2 VETERAN LEGIONS OF Cornelius
                                 TO THE REBEL sends 6 Legions, 2 of them his Veterans
PROPOSE SEND <commander> WITH <n> LEGIONS AND <m> FLEETS TO THE REBEL IN <province>
                                 e.g. PROPOSE SEND Cornelius WITH 6 LEGIONS AND 5 FLEETS TO THE
                                 REBEL IN Sardinia et Corsica (RVN-10, advanced rule 2.03.81:
                                 against a Rebel Governor who stays in his Province; the Fleets at
                                 least its Fleet Strength, Base Naval Strength + Provincial Fleets;
                                 a naval battle first when that exceeds its Land Strength)
PROPOSE RECALL <proconsul>       e.g. PROPOSE RECALL Fabius (SEN-45)
PROPOSE RECALL <n> LEGIONS AND <m> FLEETS FROM <proconsul>
                                 e.g. PROPOSE RECALL 2 LEGIONS FROM Fabius (SEN-45): part of his
                                 Force comes home; what stays must still fight (a Legion, or a
                                 Fleet at sea, and the Fleet Support); if it is weaker than the
                                 war, his faction voting NO refuses his consent
PROPOSE RECALL <n> LEGIONS AND <m> FLEETS FROM <war>
                                 e.g. PROPOSE RECALL 2 LEGIONS FROM 1st Punic War (SEN-45): all
                                 or part of a Force left on a war without a Commander comes home
PROPOSE REPLACE <proconsul> BY <commander> [WITH <n> LEGIONS AND <m> FLEETS]
                                 e.g. PROPOSE REPLACE Fabius BY Cornelius WITH 2 LEGIONS (SEN-45):
                                 the Proconsul comes home, the Consul or Dictator takes his Force
                                 (and any units named) against the same war
PROPOSE DISBAND <n> LEGIONS AND <m> FLEETS
                                 e.g. PROPOSE DISBAND 3 LEGIONS (SEN-43): units in the Active
                                 Forces box only, never in the Senate Phase they were raised
PROPOSE RECALL GARRISON <n> LEGIONS FROM <province>
                                 e.g. PROPOSE RECALL GARRISON 2 LEGIONS FROM Sicilia (SEN-46): not
                                 the turn they were sent; a Province back in the Forum keeps its
                                 garrison until the next Governor
PROPOSE RECALL PONTIFEX [<senator>]
                                 e.g. PROPOSE RECALL PONTIFEX (SEN-18): strips the Pontifex
                                 Maximus of his office (he loses 5 Influence; the Priests stay);
                                 passes by two-thirds of the votes cast; his own free veto cannot
                                 stop it, a Tribune can
PROPOSE REINFORCE <proconsul> WITH <n> LEGIONS AND <m> FLEETS
                                 e.g. PROPOSE REINFORCE Fabius WITH 2 LEGIONS (SEN-45)
PROPOSE LAND BILL I|II|III BY <sponsor> AND <co-sponsor>
                                 e.g. PROPOSE LAND BILL II BY Claudius AND Manlius (SEN-40)
PROPOSE REPEAL LAND BILL II|III BY <sponsor>
                                 e.g. PROPOSE REPEAL LAND BILL III BY Claudius (SEN-41)
PROPOSE CONCESSION <concession> TO <senator>
                                 e.g. PROPOSE CONCESSION Harbor Fees TO Fabius (SEN-39)
PROPOSE CONCESSION <concession> TO <senator> AND <concession> TO <senator> ...
                                 e.g. PROPOSE CONCESSION Harbor Fees TO Fabius AND Mining TO
                                 Julius (SEN-39): a group of different Concessions, passed or
                                 defeated in one vote; each one defeated is flipped for the turn
PROPOSE REJECT RHODIAN           send the Rhodian Alliance's Fleets home, only in the turn the
                                 card came into play (SEN-47)
NOMINATE CONSUL FOR LIFE <senator>
                                 e.g. NOMINATE CONSUL FOR LIFE Scipio (SEN-57): an aligned
                                 senator in Rome with 21+ Influence; any business after the
                                 Consuls but prosecutions; once a turn; no veto; his Influence
                                 adds to his votes. Elected (or at 35 Influence, SEN-58) he runs
                                 every faction in the Senate and wins alive at the end of the
                                 turn (VIC-05).
ADJOURN                          the Senate is adjourned (SEN-02; also PROPOSE ADJOURN); end
                                 your list with it when you are done
NO PROPOSALS                     empty your list (also PROPOSE NONE)
Announced with a proposal, at the end of its line (S004 \"VOTING\"):
... CONDITIONAL VOTES TO <faction>
                                 that player alone may make conditional votes (VOTE YES UP
                                 TO n) on it, you no longer (SEN-04), e.g. NOMINATE CONSULS
                                 Fabius AND Cornelius CONDITIONAL VOTES TO Faction 2
... VOTING ORDER <faction>, <faction>, ...
                                 the order in which votes and vetoes are resolved (the first
                                 veto counts); factions left out follow; default: clockwise
                                 from the player to the left of the HRAO (SEN-02)
... IF <faction> VOTED YES|NO ON <senator>
... IF <senator> IS [NOT] ELECTED
                                 a proposal for later business put only if, when its turn
                                 comes, the condition holds on this Senate's elections (the
                                 last election naming that senator; never announced),
                                 e.g. PROPOSE RAISE 2 LEGIONS IF Faction 2 VOTED NO ON Fabius
A faction: its number (Faction 2) or one of its Senators' names.
",
    },
    Section {
        topics: &[
            "SENATE", "VOTE", "VOTES", "VOTING", "BUY", "ABSTAIN", "PB-08", "PB-11", "SEN-03",
            "SEN-05", "SEN-08", "SEN-04", "AGENDA",
        ],
        text: "\
SENATE: VOTES (PB-08, PB-11). All votes are sealed and simultaneous (S004).
VOTE YES|NO|ABSTAIN              your faction's vote, e.g. VOTE YES (SEN-03)
VOTE YES|NO BUY <n> FROM <senator>
                                 e.g. VOTE YES BUY 3 FROM Cornelius: 1T from his Personal
                                 Treasury per extra vote; several BUY ... FROM ... may follow
VOTE YES UP TO <n>               a conditional vote, the presiding magistrate only (S004
                                 \"VOTING\"): buy as many votes as passage needs, up to n
                                 talents from his treasury; not for his own faction's Consul
                                 for Life nominee (SEN-04). If he gave the right to another
                                 player with his proposal, that player alone has it, paid by
                                 his Senator in Rome with the most talents (SEN-04)
VOTE NO UP TO <n>                on Consul for Life only, the holder of that right buys as many
                                 votes as defeating another faction's nominee needs (SEN-04)
ORDERED VOTING (a game setting, SEN-02): every faction may write VOTE YES|NO UP TO <n>; it
buys what its side needs given only the votes before its turn in the order of voting (YES:
to lead; NO: to tie, a tie defeats). The call for votes shows the order.
AGENDA VOTE (a house rule the GM may choose when creating the game): the call for votes
also lists the presiding magistrate's next proposals, numbered from 2.
VOTE ON <n> YES|NO|ABSTAIN       your vote on proposal n of that list, e.g. VOTE ON 2 NO: it is
                                 cast when that proposal is put, if it is; whoever wrote no
                                 vote for it is called then
VOTE <senator> YES|NO|ABSTAIN    one senator votes otherwise than his faction, e.g.
                                 VOTE Fabius NO
NO VOTE                          the Default Move: abstain, or for a Land Bill (and for
                                 a Land Bill's repeal)
Abstention is not allowed on a Land Bill nor on its repeal (SEN-08). A VOTE YES|NO|ABSTAIN line replaces your
earlier one with its BUYs. Default (PB-08): \"Defaulters abstain, except in the case of Land
Bills which they vote for without expending any additional money to buy votes.\"
STANDING VOTE YES|NO|ABSTAIN keeps a vote for every later vote where you send none.
",
    },
    Section {
        topics: &["SENATE", "VETO", "TRIBUNE", "PB-12", "SEN-10", "SEN-11"],
        text: "\
SENATE: TRIBUNES (SEN-10, SEN-11, PB-12), sent with your vote
TRIBUNE VETO                     veto the proposal with a Tribune card from your hand (also
                                 VETO); NO VETO withdraws it. Cato (22A, 22B) and Cicero (28A)
                                 have a Tribune of their own once a turn, used before a card.
                                 Not vetoable: Consul for Life, a Dictator's proposals, the last
                                 eligible candidate, Laws.
TRIBUNE PROPOSE <proposal>       put a proposal of your own on the floor with a Tribune, e.g.
TRIBUNE NOMINATE <office> ...    TRIBUNE PROPOSE RAISE 2 LEGIONS, TRIBUNE NOMINATE DICTATOR
                                 Fabius MASTER OF HORSE Valerius, TRIBUNE NOMINATE CONSUL FOR
                                 LIFE Cornelius; NO TRIBUNE withdraws it. It is taken up as soon
                                 as this vote is over, before the presiding magistrate's next
                                 proposal or his adjournment, and must then be in order for the
                                 business at hand; if not, your Tribune stays in your hand. Not a
                                 prosecution, not the adjournment. A vote that would send the
                                 presiding magistrate to war waits for your proposal. It may be
                                 vetoed and carries no penalty if defeated (SEN-06).
When the presiding magistrate adjourns with no vote before it, the factions holding a Tribune
are asked first (no vote): TRIBUNE PROPOSE ... keeps the Senate open for that proposal; send
nothing to let it adjourn (SEN-10, LR 1.09.151).
Two Tribune proposals in one round (PB-12): the one of the faction nearest the HRAO in clockwise
order is taken, the others' Tribunes stay in their hands. A veto and a proposal in the same vote
take two Tribunes. Default: no Tribune is played.
",
    },
    Section {
        topics: &["SENATE", "APPOINT", "APPOINTMENT", "DICTATOR", "SEN-20"],
        text: "\
SENATE: THE CONSULS APPOINT A DICTATOR (SEN-20), asked of the Consuls' factions when a Dictator
may be named (three Active Wars, or one of strength 20 or more, SEN-19)
APPOINT DICTATOR <senator> MASTER OF HORSE <senator>
                                 e.g. APPOINT DICTATOR Fabius MASTER OF HORSE Valerius. The
                                 appointment is made only if every Consul's faction names the
                                 same two Senators (a sole Consul in Rome acts alone); it is not
                                 voted on and cannot be vetoed. APPOINT NONE (the Default Move):
                                 no appointment; the Senate may still elect a Dictator. The
                                 Master of Horse named stands if the Dictator is of a Consul's
                                 faction; otherwise the Dictator's faction chooses him
                                 (CHOOSE <senator>).
",
    },
    Section {
        topics: &[
            "SENATE",
            "PRIEST",
            "PRIESTS",
            "PRIESTHOOD",
            "PONTIFEX",
            "SEN-15",
            "SEN-16",
        ],
        text: "\
SENATE: PRIESTHOODS (SEN-15), sent with your vote by the faction of the Pontifex Maximus
PRIEST <senator> [FROM <priest>] e.g. PRIEST Fabius, or PRIEST Fabius FROM Claudius. Once each
                                 Senate Phase the Pontifex (in Rome) makes a Senator present in
                                 Rome (of any faction, not himself) a Priest: +1 Influence. With
                                 FROM the Priesthood is taken from that Priest (-1 Influence, not
                                 below 0); with all 12 Priest markers in use, FROM is needed. It
                                 takes effect when the vote is over, before the next proposal.
                                 NO PRIEST withdraws it. Default: no Priesthood. On a proposal
                                 sending Forces against a War or recalling or keeping their
                                 Commander each Priest has one vote more (SEN-16).
",
    },
    Section {
        topics: &["SENATE", "MOTION", "MOTIONS", "SEN-49"],
        text: "\
SENATE: MINOR MOTIONS (SEN-49), sent with your vote
MOTION <text>                    e.g. MOTION The Senate thanks Fabius for his victory. Your
                                 motion is announced to all players; it has no effect on the
                                 game and costs nothing, and it is never refused.
",
    },
    Section {
        topics: &["SENATE", "APPEAL", "PB-11", "SEN-26", "SEN-27"],
        text: "\
SENATE: POPULAR APPEAL (SEN-27, PB-11), sent with the accused's vote
APPEAL                           the accused appeals to the People: 2d6 + his Popularity on the
                                 Popular Appeal Table; NO APPEAL withdraws it. The accused
                                 votes first and cannot make conditional votes (S004). If he
                                 survives his appeal and your faction still holds a Tribune,
                                 you are asked whether to veto now (CHOOSE VETO or NO VETO; a
                                 VETO written with the vote is the Default Move). If the
                                 Prosecutor's faction votes NO, he is freed at once: no appeal
                                 is rolled and no Tribune played.
APPEAL 3D6                       (card:statesman-21a) an accused Mob Orator (Servilius Glaucia)
                                 appeals with 3d6 instead of 2d6; a plain APPEAL rolls 2d6
",
    },
    Section {
        topics: &["SENATE", "PREFER", "ROME", "FIELD", "PB-09", "PB-10", "SEN-13"],
        text: "\
SENATE: ROME OR FIELD CONSUL (PB-09, SEN-13), sent with your vote on your consular nominees
PREFER [<senator>] ROME|FIELD    e.g. PREFER Cornelius ROME; without a name when you have
                                 exactly one nominee. If the new Consuls disagree, dice decide.
NOMINATE CENSOR <senator>        with your vote on your consular nominee: his nominee for
                                 Censor, put with no round of its own if he presides (PB-09)
PROSECUTE <senator> ... BY <prosecutor>
                                 with your vote on your Censor nominee: the prosecutions he
                                 will put if elected, each with its Prosecutor (PB-10)
",
    },
    Section {
        topics: &[
            "SENATE",
            "ASSASSINATE",
            "ASSASSINATION",
            "BODYGUARDS",
            "SEN-50",
            "SEN-51",
            "SEN-52",
            "SEN-53",
            "SEN-42",
        ],
        text: "\
SENATE: ASSASSINATION (SEN-50..SEN-53, SEN-42), sent with your vote in any Senate vote
ASSASSINATE <target> BY <senator> [WITH <n> ASSASSIN]
                                 e.g. ASSASSINATE Claudius BY Fabius WITH 1 ASSASSIN; NO
                                 ASSASSINATION withdraws it. Your Senator in Rome tries to kill
                                 another faction's Senator in Rome. Once a turn per faction, and
                                 a faction is the target of one attempt a turn at most. Made when
                                 the votes are in, before they are counted, in order from the
                                 HRAO clockwise; votes already cast stand even if their Senator
                                 dies. 1d6 +1 per Assassin card: 5+ kills, 3-4 no effect, 2 or
                                 less: the assassin is caught, killed, and his Faction Leader
                                 loses 5 Influence and faces a Special Major Prosecution.
                                 A killed nominee, accused, Prosecutor or Censor cancels the
                                 proposal on the floor; a Land Bill's vote goes on.
                                 The Consul for Life cannot be assassinated (SEN-59). Under
                                 him a faction he runs still writes its own attempt.
BODYGUARDS <n> | NO BODYGUARDS   the target's faction answers the roll: each Secret Bodyguard
                                 card -1, then one re-roll each only to catch the assassin.
                                 Default Move: none played.
",
    },
    Section {
        topics: &[
            "REVOLUTION",
            "PLAY",
            "DISCARD",
            "RETURN",
            "PB-13",
            "RVN-02",
            "RVN-04",
        ],
        text: "\
REVOLUTION (PB-13): cards played and discards
PLAY <statesman>                 e.g. PLAY Scipio (RVN-02)
PLAY <concession> ON <senator>   e.g. PLAY TAX FARMER 1 ON Cornelius
PLAY NONE                        play no card
DISCARD <card>                   e.g. DISCARD Tribune: down to the hand limit (RVN-04); the
                                 DISCARD lines of a mail replace those of your earlier mails;
                                 DISCARD NONE withdraws them
RETURN FORCES                    your commanders' forces return to Rome (the Default Move)
Default (PB-13): \"The Default Move is to have no red cards played, and all forces returned to
Rome.\"
",
    },
    Section {
        topics: &["REVOLUTION", "REVOLT", "COMBAT", "RVN-05", "PB-13"],
        text: "\
REVOLT <commander> [IF AT LEAST <n> LEGIONS FOLLOW] [SPEND <n> [FROM <Master of Horse>]]
    [KEEP FLEETS] [WITH <senator>, ...] (RVN-05..RVN-07, RVN-10) a commander of yours with a Land Victory this turn
    declares himself in Revolt instead of laying down his command. Before deciding he rolls 1d6
    for each Legion (Veterans owing him allegiance follow without a roll): a Legion follows on
    5 or more in the Early Republic. SPEND n: talents from his Personal Treasury, +1 to one
    Legion's roll each (at most 1 per Legion; the spending is told to all); a Dictator may add
    SPEND n FROM his Master of Horse, with that Senator's consent (his player is asked if not
    you). A Consul for Life may not revolt. IF AT LEAST n LEGIONS FOLLOW: he revolts only if
    that many follow (otherwise, and with none, he lays down his command). WITH: the other
    Senators of your faction who join him (Secondary Rebels); the others stay loyal. Only one
    faction may be in Revolt: a later declarer (HRAO first, then clockwise) with a stronger
    Army takes the place of an earlier one. Rebels lose Concessions, Knights and offices, leave
    Rome and earn no Personal Revenue; the Rebel pays 2T a turn for each Legion not owing him
    allegiance (REV-03, HELP UPKEEP). RETURN FORCES withdraws a REVOLT line.
    KEEP FLEETS (RVN-10, ADV 2.03.23, only with Rebel Governors): he rolls for each Fleet under
    his command too, as for a Legion (the talents SPENT go to the Legions' rolls first, then the
    Fleets'); those that follow are his (+1 each to his Force Strength against another Rebel;
    2T a turn each to maintain; they sail with him against a Naval Interception and return to
    the Active Forces if the Revolt fails). Without it (the Default Move) his Fleets go back to
    the Senate, as in the Basic Game. Fleets never count in the land battle.
    e.g. REVOLT Cornelius IF AT LEAST 3 LEGIONS FOLLOW SPEND 2 WITH Fabius
    e.g. REVOLT Cornelius SPEND 3 KEEP FLEETS
",
    },
    Section {
        topics: &["DESERT", "VETERANS", "VETERAN", "REBEL", "RVN-08"],
        text: "\
DESERT (RVN-08, LR 1.11.34): Veteran Legions owing allegiance to a loyal Senator of yours serve
in the Rebel's Army; he may tell them to desert. Asked in its own round once the Rebels are
determined, and as each Combat Phase of the Revolt opens (with the COM-05 / COM-03 choices,
before any battle); your call lists the options
DESERT <senator> TO ROME         they leave the Rebel for the Active Forces in Rome (the Senate
                                 maintains them like its other Legions; the Rebel no longer
                                 pays for them)
DESERT <senator> TO THE ARMY     they join the Senate's Army sent against the Rebel, before the
                                 civil war battle (also TO <its commander>)
DESERT <senator>                 to that Army when one faces the Rebel, otherwise to Rome
DESERT NONE <senator>            they stay with the Rebel (the Default Move, a ruling)
A Senator's Veterans desert together; a Rebel whose last Legion deserts is defeated (his Revolt
fails). Leave out the name when one Senator is asked about.
e.g. DESERT Fabius TO THE ARMY, DESERT Fabius TO ROME, DESERT NONE Fabius
",
    },
    Section {
        topics: &["REINFORCE", "REINFORCEMENT", "INTERCEPTION", "RVN-10", "COM-02"],
        text: "\
REINFORCEMENTS (RVN-10, COM-02, advanced rule 2.03 Rebel Governors): after a Civil War Stalemate
of your Primary Rebel marching on Rome, the Revolution Phase opens with your choice of one
Secondary Rebel Governor in his Province to reinforce him with all his Forces
CHOOSE <governor>                he sets out: from a Province with no naval Base his Forces
                                 land at once; otherwise they are at sea until the Senate's
                                 Naval Interception next Combat Phase. His Province can no
                                 longer be attacked
CHOOSE PASS                      none sets out (the Default Move, a ruling; also CHOOSE NONE)
As the Combat Phase opens, when Forces at sea will be intercepted and both their Province and
your Primary Rebel hold Provincial Fleets, you say which are lost first
CHOOSE <n> FROM THE PROVINCE     at most n of the Provincial Fleets lost come from the Province
                                 at sea, the rest from the Primary Rebel's (the Default Move: all
                                 it can; CHOOSE PROVINCE FIRST, CHOOSE PRIMARY FIRST)
e.g. CHOOSE Manlius, CHOOSE 0 FROM THE PROVINCE
",
    },
    Section {
        topics: &[
            "CHOOSE",
            "CHOICE",
            "PICK",
            "SEN-06",
            "SEN-60",
            "SEN-47",
            "FOR-21",
            "STEP",
            "INFLUENCE",
            "COM-05",
            "COM-03",
            "ORDER",
            "SEN-20",
            "PB-11",
            "RVN-06",
            "CONSENT",
            "MASTER",
            "FOR-22",
            "STORM",
            "MOR-06",
            "QUIT",
            "TAKE",
            "LAND",
            "NAVAL",
            "PAY",
            "ELIMINATE",
            "RELEASED",
            "GEN-12",
            "MAINTENANCE",
        ],
        text: "\
CHOOSE <option>: a choice the rules leave to you, asked in its own round; your call lists the
options (the first is the Default Move)
CHOOSE INFLUENCE                 (SEN-06) your presiding magistrate, whose proposal the other
                                 factions defeated unanimously, loses 1 Influence (the Default
                                 Move)
CHOOSE STEP DOWN                 (SEN-06) he steps down as Presiding Magistrate for the rest of
                                 the turn instead (a Censor presiding over Prosecutions:
CHOOSE END PROSECUTIONS          he ends all Prosecutions); without Influence he must
CHOOSE <senator>                 (SEN-60) the Forum Senator who joins your faction when the
                                 Curia is empty; Default: the one with the most Influence
CHOOSE <senator>                 (SEN-20) your new Dictator's Master of Horse: any aligned
                                 Senator in Rome without a Major Office but Censor; Default:
                                 your own eligible Senator with the highest Military
CHOOSE <n> ROME, <n> <commander>  (FOR-22, Storm at Sea) as HRAO, which Fleets sink: how many
                                 from Rome and from each Force away (named by its Commander),
                                 adding up to the number lost; Default: those in Rome first,
                                 then the Force with the most Fleets
CHOOSE TAKE                      (MOR-06) your faction lost its last Senator and took one from
                                 the Curia: you keep him (the Default Move)
CHOOSE QUIT                      you quit the game instead: he goes back to the Curia, your
                                 hand is discarded and your treasury goes to the bank
CHOOSE <war>                     (SEN-47, New Alliance) as HRAO, the war that makes peace;
                                 Default: the strongest war in play
CHOOSE <war>                     (VIC-06) your Rebel's campaign against 4 or more Active
                                 Wars: the war he attacks next, asked battle by battle;
                                 Default: the war he is most likely to beat
CHOOSE <leader>                  (FOR-21, Enemy Leader Dies) as HRAO, the enemy Leader
                                 discarded; Default: the strongest Leader in play
CHOOSE LAND BATTLE [<commander>] (COM-05) as the Combat Phase opens, for a Commander of yours
                                 who must first beat a war's fleet: after a naval Victory he
                                 attacks its land forces this turn (the Default Move)
CHOOSE NO LAND BATTLE [<commander>]  he stops after the naval Victory; his Force stays on the
                                 war (name him if you are asked for several Commanders)
CHOOSE <commander>, <commander>  (COM-03) as the Combat Phase opens, when your Commander shares
                                 a war with others: their order of attack, first to last (those
                                 you leave out follow in dispatch order). Different orders from
                                 their factions: each rolls 2d6, highest first. Default: the
                                 order the Senate dispatched them
CHOOSE PAY                       (REV-03) as HRAO, in the Revenue round when a Rebel cannot pay
                                 for all his Legions: the Senate takes back those he releases
                                 and the State pays 2T each (the Default Move; those the State
                                 Treasury cannot pay for are eliminated)
CHOOSE ELIMINATE                 you decline to pay for them: they are eliminated
CHOOSE VETO                      (PB-11) your accused Senator survived his appeal: you veto his
                                 prosecution with a Tribune now (Default: a VETO written with
                                 your vote)
CHOOSE NO VETO                   no veto: the votes are counted, the appeal's included
CHOOSE CONSENT                   (RVN-06) your Master of Horse lets the Dictator spend his
                                 talents on his Legions' allegiance rolls
CHOOSE REFUSE                    he does not (the Default Move)
CHOOSE FACTION <n>               (DATA-19, 2nd Catiline Conspiracy) as HRAO, the offending
                                 Faction (not your own): 1d6 Mortality Chits, its Senators drawn
                                 die, your HRAO loses 1 Popularity per chit; Default: the first
                                 faction clockwise after yours
CHOOSE <n> LEGIONS ROME, <n> FLEETS <commander>  (GEN-12) as HRAO, when the State Treasury
                                 cannot maintain every Legion and Fleet in the Debits: which
                                 ones are eliminated, any split the places hold (<n> LEGIONS
                                 <province> from a garrison, when Rome and the Forces away
                                 hold too few; <k> VETERAN LEGIONS [OF <senator>] <place>
                                 names Veterans among the Legions); Default: the Legions in
                                 Rome (regular ones first), then its Fleets, then the Force
                                 with the most units, then the garrisons
CHOOSE GRAFT <senator>           (SEN-54) another faction uses a Tribune (a veto, or to put a
                                 proposal, before its vote is called): your Senator in Rome
                                 plays Graft, paying 1d6T to the Bank to cancel it (too few
                                 talents: the Graft fails)
CHOOSE MURDER <senator>          he plays Murder of a Tribune: an even 1d6 cancels it; he loses
                                 Popularity equal to the roll
CHOOSE MOB <senator>             (SEN-54) against a faction that just resolved Graft or Murder
                                 of a Tribune: Mob Incited to Violence, 1d6 chits plus his
                                 Oratory among that faction's Senators in Rome
CHOOSE ANOTHER TRIBUNE           (SEN-54) your cancelled Tribune: play another for the same
                                 purpose
CHOOSE PASS                      no card played (the Default Move of these SEN-54 rounds)
CHOOSE CLAIM LAND COMMISSIONER   (SEN-39) Fulvius Flaccus takes the unheld Land Commissioner
                                 while a Land Bill is in effect (asked once a Senate Phase
                                 after the Prosecutions); CHOOSE PASS: no claim (the Default)
CHOOSE LEGATE                    (SEN-38, Vatinian Law) your Senator elected Governor while in
                                 Rome governs his Province through a Legate and stays in Rome
                                 (the Default Move); CHOOSE GO: he leaves Rome for it until his
                                 term is up or he is recalled
e.g. CHOOSE STEP DOWN, CHOOSE Cornelius, CHOOSE 1st Punic War, CHOOSE Hannibal,
     CHOOSE NO LAND BATTLE Manlius, CHOOSE Valerius, Cornelius, CHOOSE 2 ROME, 3 Cornelius
",
    },
    Section {
        topics: &["RANSOM", "REVENUE", "CAPTIVE", "COM-16", "REV-01"],
        text: "\
RANSOM (COM-16): a captive of your faction, in the Revenue Phase round
RANSOM <senator>                 e.g. RANSOM Cornelius: pay his ransom (the greater of 10T and
                                 2T per Influence), from his Personal Treasury first, then your
                                 Faction Treasury, after this round's income and transfers; if
                                 both together hold too little nothing is paid
RANSOM NONE                      pay no ransom
Default: no ransom is paid (a ruling: S004 gives none); the captive dies when his war leaves
play, a captive of the Barbarian Raids at the next Forum Phase.
",
    },
    Section {
        topics: &[
            "REVOLUTION",
            "OFFER",
            "TRADE",
            "TRADES",
            "ACCEPT",
            "PB-14",
            "RVN-01",
            "GEN-06",
            "GEN-07",
            "GEN-08",
        ],
        text: "\
TRADES (PB-14, RVN-01): open trades of Faction cards, in the Revolution Phase only
OFFER <your cards> TO <faction> [FOR <their cards>]
                                 e.g. OFFER Tribune, Tax Farmer 1 TO Faction 2 FOR Scipio;
                                 TRADE GIVE ... is the same order. OFFER NOTHING TO <faction>
                                 FOR <card> asks a gift; without FOR it is a gift. The faction
                                 is its number or one of its Senators' names. An OFFER adds
                                 to your earlier offers; one of the same cards to the same
                                 faction corrects that offer. OFFER NONE withdraws them all
                                 (OFFER NONE, then new OFFER lines, replaces the list)
ACCEPT <n>[, <n>]                accept trade number n offered to you (the round after the
                                 offers); ACCEPT NONE accepts none
A trade is made when both sides agree through the GM: the other faction writes the same trade
in the same round, or accepts it in the next. Everyone is told how many cards changed hands
between which factions, never which (S004); only the two sides learn the cards. Trades come
before the plays of the phase. A faction that received cards may play them in the same phase
(LR 1.11.1): once the trades are done it is asked again for its PLAY and DISCARD orders (no
REVOLT in that round); what it sent first stands unless it writes again, fitted to its hand
after the trades. Deals made by private mail are never enforced (GEN-06). Talents change hands
only in the Revenue Phase (TRANSFER, GEN-08), never in a trade.
Default (PB-14): no trade is offered and no offer is accepted (a ruling: S004 gives none).
",
    },
];

/// The full order reference, or the part for one topic (an order keyword such as `INCOME`, a
/// phase such as `REVENUE`, or `NAMES`, `AMOUNTS`, `MAIL`, `LIMITS`). An unknown topic gives the
/// full text with a note.
pub fn help_text(topic: Option<&str>) -> String {
    let wanted = topic
        .map(|t| {
            t.trim()
                .trim_matches(|c: char| !c.is_alphanumeric() && c != '-')
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_ascii_uppercase()
        })
        .filter(|t| !t.is_empty());
    let full = || {
        let mut s = String::from(INTRO);
        for sec in SECTIONS {
            s.push('\n');
            s.push_str(sec.text);
        }
        s
    };
    match wanted {
        None => full(),
        Some(t) => match SECTIONS
            .iter()
            .filter(|s| s.topics.contains(&t.as_str()))
            .map(|s| s.text)
            .collect::<Vec<_>>()
            .join("\n")
        {
            text if !text.is_empty() => {
                let mut s = text;
                if let Some(phase) = later_phase(&t) {
                    s.push_str(&format!(
                        "\n{t} orders belong to the {} phase, which is not open yet.\n",
                        crate::phase_name(phase)
                    ));
                }
                s.push_str("\nHELP alone gives the whole reference.\n");
                s
            }
            _ => format!(
                "(There is no help on \"{t}\"; here is the whole reference.)\n\n{}",
                full()
            ),
        },
    }
}

// Keep the reference in step with the grammar and the limits.
const _: () = assert!(MAX_ORDER_LINES == 1000 && MAX_LINE_CHARS == 1000 && MAX_AMOUNT == 100_000);
const _: () = assert!(
    orders::press::MAX_PRESS_BYTES == 8 * 1024
        && orders::press::MAX_PRESS_PER_MAIL == 6
        && orders::press::MAX_PRESS_PER_HOUR == 20
);

#[cfg(test)]
mod tests {
    use super::*;
    use orders::grammar::{LATER_KEYWORDS, META_KEYWORDS, ORDER_KEYWORDS};

    #[test]
    fn every_keyword_has_a_part() {
        for kw in META_KEYWORDS
            .iter()
            .chain(ORDER_KEYWORDS.iter())
            .chain(LATER_KEYWORDS.iter().map(|(k, _)| k))
        {
            let t = help_text(Some(kw));
            assert!(t.contains(kw), "{kw}");
            assert!(!t.contains("There is no help"), "{kw}");
            assert!(t.len() < help_text(None).len(), "{kw}");
        }
    }

    /// RVN-10 / COM-02: HELP REINFORCE shows both choices' orders.
    #[test]
    fn rvn_10_com_02_help_shows_the_reinforcement_and_fleet_orders() {
        let t = help_text(Some("REINFORCE"));
        assert!(t.contains("CHOOSE <governor>") && t.contains("CHOOSE PASS"));
        assert!(t.contains("CHOOSE <n> FROM THE PROVINCE"));
    }

    #[test]
    fn full_reference_has_everything() {
        let t = help_text(None);
        for needle in [
            "HELP",
            "STATUS",
            "ORDERS",
            "CANCEL",
            "STANDING",
            "READY",
            "LEADER Cornelius",
            "PLAY Scipio",
            "PLAY TAX FARMER 1 ON Cornelius",
            "INCOME 3 TO Cornelius",
            "INCOME 7 TO FACTION",
            "CONTRIBUTE 10 FROM Fabius",
            "TRANSFER 4 FROM Cornelius TO Fabius",
            "SPOILS Aemilius NO",
            "GRAIN Sicilian Grain DOUBLE",
            "PERSUADE",
            "PLAY INFLUENCE PEDDLING ON Faction 2",
            "PLAY LAW Tradition Erodes",
            "FINE Aemilius",
            "RECRUIT 2 LEGIONS FROM PERSONAL",
            "DISBAND 2 VETERANS",
            "RECALL 1 VETERAN FROM FACTION",
            "PERSUADE Claudius WITH Cornelius BRIBE 3 SEDUCTION",
            "On ... wrote:",
            "-- ",
            "Sent from my iPhone",
            "#1",
            "1A",
            "5 talents",
            "1000",
        ] {
            assert!(t.contains(needle), "{needle}");
        }
    }

    /// SEN-39: the group form of PROPOSE CONCESSION is in HELP, and its example parses as a
    /// group of Concessions.
    #[test]
    fn sen_39_help_shows_the_group_of_concessions_and_its_example_parses() {
        let t = help_text(Some("CONCESSION"));
        let form = "PROPOSE CONCESSION <concession> TO <senator> AND <concession> TO <senator> ...";
        assert!(t.contains(form), "{form}");
        assert!(t.contains("PROPOSE CONCESSION Harbor Fees TO Fabius AND Mining TO"));
        assert!(matches!(
            orders::grammar::parse_line(
                "PROPOSE CONCESSION Harbor Fees TO Fabius AND Mining TO Julius"
            ),
            orders::grammar::LineOutcome::Order(orders::grammar::GameOrder::Propose(
                orders::grammar::ProposalOrder::Concessions { .. }
            ))
        ));
    }

    /// SEN-14 / SEN-35: every NOMINATE form the grammar reads is in HELP, and its example
    /// parses as that order.
    #[test]
    fn sen_14_sen_35_help_shows_every_nomination_and_its_examples_parse() {
        let t = help_text(Some("NOMINATE"));
        for (form, example) in [
            ("NOMINATE PONTIFEX <senator>", "NOMINATE PONTIFEX Cornelius"),
            (
                "NOMINATE GOVERNOR <senator> FOR <province>",
                "NOMINATE GOVERNOR Fabius FOR Sicilia",
            ),
            (
                "NOMINATE GOVERNOR <senator> FOR <province> AND <senator> FOR <province> ...",
                "NOMINATE GOVERNOR Fabius FOR Sicilia AND Julius FOR Asia",
            ),
        ] {
            assert!(t.contains(form), "{form}");
            assert!(t.contains(example), "{example}");
            assert!(
                matches!(
                    orders::grammar::parse_line(example),
                    orders::grammar::LineOutcome::Order(orders::grammar::GameOrder::Propose(_))
                ),
                "{example}"
            );
        }
    }

    #[test]
    fn topics_are_forgiving_and_unknown_topics_get_everything() {
        assert_eq!(help_text(Some("income")), help_text(Some(" INCOME.")));
        let t = help_text(Some("xyzzy"));
        assert!(t.contains("no help on \"XYZZY\"") && t.contains("TRANSFER"));
        assert_eq!(help_text(Some("")), help_text(None));
    }
}
