//! The rules that need no game state, in one place for the rules core and the order reader
//! (which resolves names and lines, then asks here; it never re-implements a rule): what a
//! proposal belongs to (SEN-07), when two proposals are the same (SEN-07), the shape of a
//! proposal (SEN-12 .. SEN-46), the unit limits (SEN-43) and the Games table (FOR-15).

use super::api::{GamesKind, Proposal, SenateStage, VoteTerms};
use super::data::{GamesRow, early_republic};
use super::illegal::{Illegal, Refused};

/// SEN-43: at most 25 Legions exist.
pub const MAX_LEGIONS: u32 = 25;
/// SEN-43: at most 25 Fleets exist (the Rhodian Fleets count, FOR-22).
pub const MAX_FLEETS: u32 = 25;

impl GamesKind {
    /// FOR-15 / DATA-08: this kind's row of the Games table (`data/tables.toml`).
    pub fn row(self) -> Option<&'static GamesRow> {
        early_republic().ok().and_then(|d| d.games_row(self))
    }

    /// FOR-15: what the games cost their sponsor (u32::MAX if the table lacks the row, so that
    /// nobody can pay for games the data does not know).
    pub fn cost(self) -> u32 {
        self.row().map_or(u32::MAX, |r| r.cost)
    }
}

impl SenateStage {
    /// SEN-07 / SEN-36: is this business open while the Senate is at `stage`
    /// (`Proposal::open_at`)?
    pub fn open_at(self, stage: SenateStage) -> bool {
        self == stage || (self == SenateStage::Governors && stage == SenateStage::OtherBusiness)
    }
}

impl Proposal {
    /// SEN-02 / SEN-04 / PB-10: the proposal itself, without the terms announced with it (a
    /// queued `Announced` proposal keeps its own terms until it is put).
    pub fn plain(&self) -> &Proposal {
        match self {
            Proposal::Announced { put, .. } => put.plain(),
            p => p,
        }
    }

    /// SEN-07: the business of the Senate this proposal belongs to (adjournment: other
    /// business).
    pub fn business(&self) -> SenateStage {
        match self.plain() {
            Proposal::Consuls { .. } => SenateStage::Consuls,
            Proposal::Dictator { .. } => SenateStage::Dictator,
            Proposal::Censor { .. } => SenateStage::Censor,
            Proposal::Pontifex { .. } => SenateStage::Pontifex,
            Proposal::Prosecute { .. } | Proposal::SpecialProsecution { .. } => {
                SenateStage::Prosecutions
            }
            Proposal::Governor { .. } | Proposal::Governors { .. } => SenateStage::Governors,
            _ => SenateStage::OtherBusiness,
        }
    }

    /// SEN-07 / SEN-36: may a proposal of this business be made while the Senate is at
    /// `stage`? Its own business only, except Governors: after their elections a Governor may
    /// still be replaced (LR 1.09.52; S002 "elections/recalls may be grouped as a single
    /// proposal additional recalls and elections may be performed later in this phase", and
    /// "Replace a Governor" among the other business), so Governor proposals stay open during
    /// other business.
    pub fn open_at(&self, stage: SenateStage) -> bool {
        self.business().open_at(stage)
    }

    /// SEN-07: is this the same proposal as `other`? A pair of Consuls is the same pair in
    /// either order.
    ///
    /// PB-10 / SEN-04: a queued proposal written with its terms is the same proposal as the
    /// plain one (the terms are how it is put, not what is proposed).
    pub fn same_as(&self, other: &Proposal) -> bool {
        match (self.plain(), other.plain()) {
            (
                Proposal::Consuls { first, second },
                Proposal::Consuls {
                    first: a,
                    second: b,
                },
            ) => (first == a && second == b) || (first == b && second == a),
            // SEN-35: the same posts in any order.
            (Proposal::Governors { posts }, Proposal::Governors { posts: other }) => {
                posts.len() == other.len() && posts.iter().all(|x| other.contains(x))
            }
            (a, b) => a == b,
        }
    }

    /// PB-10 / SEN-04: is this the same line of a list of proposals as `other`: the same
    /// proposal written with the same terms? The same proposal twice under two conditions (one
    /// or the other, S004/79) is two lines.
    pub fn same_line_as(&self, other: &Proposal) -> bool {
        let terms = |p: &Proposal| match p {
            Proposal::Announced { terms, .. } => terms.clone(),
            _ => VoteTerms::default(),
        };
        self.same_as(other) && terms(self) == terms(other)
    }

    /// The checks of a proposal that do not depend on the moment: two different senators
    /// where two are named (SEN-12, SEN-21, SEN-25, SEN-40), something to raise, send or
    /// garrison (SEN-43, SEN-45, SEN-46), the unit limits (SEN-43), Land Bill types (SEN-40,
    /// SEN-41), wars and concessions that exist in the card data.
    pub fn check_shape(&self) -> Result<(), Refused> {
        let data = early_republic().ok();
        match self {
            Proposal::Consuls { first, second } if first == second => {
                Err(Illegal::ConsulsNotTwo.by("SEN-12"))
            }
            Proposal::Dictator {
                dictator,
                master_of_horse,
            } if dictator == master_of_horse => Err(Illegal::MasterOfHorseIsDictator.by("SEN-21")),
            Proposal::Garrison { legions: 0, .. } => Err(Illegal::GarrisonOfNone.by("SEN-46")),
            Proposal::Governors { posts } => {
                super::senate::governorships::sen_35_posts_shape(posts)
            }
            Proposal::Prosecute {
                accused,
                prosecutor,
                ..
            } if accused == prosecutor => Err(Illegal::OwnProsecutor.by("SEN-25")),
            Proposal::RaiseForces {
                legions: 0,
                fleets: 0,
            } => Err(Illegal::RaiseNothing.by("SEN-43")),
            Proposal::RaiseForces { legions, fleets }
                if *legions > MAX_LEGIONS || *fleets > MAX_FLEETS =>
            {
                Err(Illegal::UnitLimit {
                    max: MAX_LEGIONS,
                    legions: 0,
                    fleets: 0,
                }
                .by("SEN-43"))
            }
            Proposal::Deploy { war, .. } if data.and_then(|d| d.war(war)).is_none() => {
                Err(Illegal::NoSuchWar { war: war.clone() }.by("SEN-44"))
            }
            // SEN-44 (LR 1.09.641/5): a package sends different Commanders to wars that exist.
            Proposal::Deployments { sends } => {
                for (i, d) in sends.iter().enumerate() {
                    d.proposal().check_shape()?;
                    if sends[..i].iter().any(|e| e.commander == d.commander) {
                        return Err(Illegal::CommanderTwiceInPackage {
                            senator: d.commander.clone(),
                        }
                        .by("SEN-44"));
                    }
                }
                Ok(())
            }
            Proposal::Reinforce {
                legions: 0,
                fleets: 0,
                ..
            } => Err(Illegal::ReinforceWithNothing.by("SEN-45")),
            Proposal::LandBill { level, .. } if !(1..=3).contains(level) => {
                Err(Illegal::LandBillType {
                    level: *level,
                    repeal: false,
                }
                .by("SEN-40"))
            }
            Proposal::LandBill {
                sponsor, cosponsor, ..
            } if sponsor == cosponsor => Err(Illegal::SponsorIsCosponsor.by("SEN-40")),
            Proposal::RepealLandBill { level, .. } if !(2..=3).contains(level) => {
                Err(Illegal::LandBillType {
                    level: *level,
                    repeal: true,
                }
                .by("SEN-41"))
            }
            Proposal::Concession { concession, .. }
                if data.and_then(|d| d.concession(concession)).is_none() =>
            {
                Err(Illegal::NoSuchConcession {
                    concession: concession.clone(),
                }
                .by("SEN-39"))
            }
            // SEN-39 (LR 1.09.61/2): a group assigns different Concessions.
            Proposal::Concessions { grants } => {
                for (i, (concession, _)) in grants.iter().enumerate() {
                    if data.and_then(|d| d.concession(concession)).is_none() {
                        return Err(Illegal::NoSuchConcession {
                            concession: concession.clone(),
                        }
                        .by("SEN-39"));
                    }
                    if grants[..i].iter().any(|(c, _)| c == concession) {
                        return Err(Illegal::ConcessionGroupedTwice {
                            concession: concession.clone(),
                        }
                        .by("SEN-39"));
                    }
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SenatorId;

    fn s(x: &str) -> SenatorId {
        SenatorId(x.into())
    }

    /// PB-10 (S004/79) / SEN-04: a proposal written with terms is the same proposal as the plain
    /// one and as itself under other terms (`same_as`: the business, what is barred), but two
    /// lines of a list only when the terms are the same too (`same_line_as`): one proposal
    /// under two conditions, one or the other, is two lines.
    #[test]
    fn pb_10_the_same_proposal_under_two_conditions_is_two_lines() {
        let raise = Proposal::RaiseForces {
            legions: 4,
            fleets: 0,
        };
        let under = |elected: bool| Proposal::Announced {
            put: Box::new(raise.clone()),
            terms: crate::VoteTerms {
                condition: Some(crate::ElectionCondition::Elected {
                    senator: s("3"),
                    elected,
                }),
                ..Default::default()
            },
        };
        assert!(under(true).same_as(&raise));
        assert!(under(true).same_as(&under(false)));
        assert_eq!(under(true).plain(), &raise);
        assert_eq!(under(true).business(), raise.business());
        assert!(under(true).same_line_as(&under(true)));
        assert!(!under(true).same_line_as(&under(false)));
        assert!(!under(true).same_line_as(&raise));
        assert!(raise.same_line_as(&raise));
    }

    /// SEN-07 / SEN-12 / SEN-43 / FOR-15: the shared checks.
    #[test]
    fn sen_07_sen_43_for_15_checks_without_state() {
        let pair = |a: &str, b: &str| Proposal::Consuls {
            first: s(a),
            second: s(b),
        };
        assert!(pair("1", "2").same_as(&pair("2", "1")));
        assert!(!pair("1", "2").same_as(&pair("1", "3")));
        assert_eq!(pair("1", "2").business(), SenateStage::Consuls);
        assert_eq!(Proposal::Adjourn.business(), SenateStage::OtherBusiness);
        assert_eq!(
            pair("1", "1").check_shape(),
            Err(Illegal::ConsulsNotTwo.by("SEN-12"))
        );
        assert!(matches!(
            Proposal::RaiseForces {
                legions: 26,
                fleets: 0
            }
            .check_shape(),
            Err(Refused {
                why: Illegal::UnitLimit { max: 25, .. },
                ..
            })
        ));
        assert_eq!(
            Proposal::RaiseForces {
                legions: 25,
                fleets: 25
            }
            .check_shape(),
            Ok(())
        );
        assert_eq!(GamesKind::SliceAndDice.cost(), 7);
        assert_eq!(GamesKind::BloodFest.cost(), 13);
        assert_eq!(GamesKind::GladiatorGala.cost(), 18);
    }
}
