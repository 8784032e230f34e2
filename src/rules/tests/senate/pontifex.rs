//! The rest of the Pontifex Maximus (ADV 2.01): his recall (SEN-18), Priesthoods (SEN-15) and
//! the Priests' war votes (SEN-16).

use super::*;
use crate::rules::api::PONTIFEX_VETO;

/// Make the first officeless Senator in Rome of `fac` the Pontifex Maximus (and nobody else).
fn make_pontifex(g: &mut Game, fac: FactionId) -> usize {
    for s in &mut g.senators {
        s.offices.retain(|o| *o != Office::PontifexMaximus);
    }
    let px = g
        .in_rome_of(fac)
        .into_iter()
        .find(|i| g.senators[*i].offices.is_empty())
        .unwrap();
    g.senators[px].offices.push(Office::PontifexMaximus);
    px
}

/// Give the first Senator in Rome of `fac` the Knights that make the faction's votes `want`.
fn set_votes(g: &mut Game, fac: FactionId, want: u32) {
    let members = g.in_rome_of(fac);
    let have: u32 = members.iter().map(|i| g.senators[*i].votes(data())).sum();
    assert!(want >= have, "{want} < {have}");
    g.senators[members[0]].knights += want - have;
}

/// The presiding magistrate's faction, the Pontifex's faction and the third one.
fn three_factions(g: &Game) -> (FactionId, FactionId, FactionId) {
    let pm = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    let rest: Vec<FactionId> = g.hrao_order().into_iter().filter(|f| *f != pm).collect();
    (pm, rest[0], rest[1])
}

fn abstain() -> VoteOrder {
    VoteOrder {
        vote: Some(VoteChoice::Abstain),
        ..VoteOrder::default()
    }
}

/// SEN-18 (LR 2.01.8) with SEN-05: a recall needs two-thirds of the votes cast: 3 to 2 (a
/// majority) fails, 2 to 1 (exactly two-thirds) passes; the Pontifex's free veto is not
/// offered on it; he loses the office and 5 Influence (min 0), and a Senator who is not the
/// Pontifex cannot be "recalled".
#[test]
fn sen_18_the_pontifex_is_recalled_by_two_thirds_of_the_votes_cast() {
    for (yes_votes, no_votes, passes) in [(3u32, 2u32, false), (2, 1, true)] {
        let (mut g, _) = senate_game(3, 22);
        to_other_business(&mut g);
        let (pm, other, third) = three_factions(&g);
        let px = make_pontifex(&mut g, other);
        let pid = id(&g, px);
        g.senators[px].influence = 3;
        let someone = id(&g, g.in_rome_of(pm)[0]);
        assert_eq!(
            g.proposal_legal(&Proposal::RecallPontifex {
                pontifex: someone.clone()
            }),
            Err(Illegal::NotPontifex { senator: someone }.by("SEN-18"))
        );
        // Scale the votes above what the factions hold.
        let m = [pm, other]
            .iter()
            .map(|f| {
                g.in_rome_of(*f)
                    .iter()
                    .map(|i| g.senators[*i].votes(data()))
                    .sum::<u32>()
            })
            .max()
            .unwrap();
        set_votes(&mut g, pm, yes_votes * m);
        set_votes(&mut g, other, no_votes * m);
        propose(
            &mut g,
            vec![Proposal::RecallPontifex {
                pontifex: pid.clone(),
            }],
        );
        let d = g
            .open_decisions()
            .into_iter()
            .find(|d| d.owner == other)
            .unwrap();
        let DecisionOptions::SenateVote { tribunes, .. } = &d.options else {
            panic!()
        };
        assert!(
            !tribunes.iter().any(|c| c.0 == PONTIFEX_VETO),
            "no Pontifex veto on his own recall"
        );
        let ev = vote_all(&mut g, |fac| {
            if fac == other {
                no()
            } else if fac == third {
                abstain()
            } else {
                yes()
            }
        });
        let (yes_n, no_n, passed, vetoed) = vote_taken(&ev).unwrap();
        assert_eq!((yes_n, no_n), (yes_votes * m, no_votes * m));
        assert_eq!(vetoed, None);
        assert_eq!(passed, passes, "{yes_n} to {no_n}");
        let recalled = ev.iter().find_map(|e| match &e.kind {
            EventKind::PontifexRecalled { senator, influence } => {
                Some((senator.clone(), *influence))
            }
            _ => None,
        });
        let i = g.find_senator(&pid).unwrap();
        if passes {
            assert_eq!(recalled, Some((pid.clone(), 3)), "5 Influence, min 0");
            assert_eq!(g.senators[i].influence, 0);
            assert!(!g.senators[i].offices.contains(&Office::PontifexMaximus));
            assert!(g.pontifex().is_none());
        } else {
            assert_eq!(recalled, None);
            assert_eq!(g.senators[i].influence, 3);
            assert!(g.senators[i].offices.contains(&Office::PontifexMaximus));
        }
    }
}

/// SEN-18 / SEN-05: the two-thirds rule itself; nobody voting is no recall.
#[test]
fn sen_18_two_thirds_of_the_votes_cast() {
    use crate::rules::senate::pontifex_recall::sen_18_two_thirds;
    assert!(sen_18_two_thirds(2, 1));
    assert!(sen_18_two_thirds(6, 2));
    assert!(!sen_18_two_thirds(3, 2));
    assert!(!sen_18_two_thirds(0, 0));
    assert!(sen_18_two_thirds(1, 0));
}
