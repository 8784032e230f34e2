//! Offices and posts as events carry them (issue 23, one voice): typed in the rules, written as
//! words by render. Stored events hold them as the English names they always had ("Rome
//! Consul", "Governor of Sicilia", "Priest", "Forum"), so games saved before read unchanged:
//! the names here are the stored form, not what a player reads (render's `names.rs` is).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::state::{Office, Phase};

/// GEN-11 / SEN-15 / SEN-35: an office or post a Senator takes or leaves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Post {
    /// A major office, or Proconsul (GEN-11).
    Office(Office),
    /// SEN-35: Governor of a Province (its name).
    Governor { province: String },
    /// SEN-15: a Priesthood.
    Priest,
}

const OFFICES: [Office; 7] = [
    Office::Dictator,
    Office::RomeConsul,
    Office::FieldConsul,
    Office::Censor,
    Office::MasterOfHorse,
    Office::PontifexMaximus,
    Office::Proconsul,
];

const PHASES: [Phase; 8] = [
    Phase::Setup,
    Phase::Mortality,
    Phase::Revenue,
    Phase::Forum,
    Phase::Population,
    Phase::Senate,
    Phase::Combat,
    Phase::Revolution,
];

const PRIEST: &str = "Priest";
const GOVERNOR_OF: &str = "Governor of ";

impl Post {
    /// The stored form (see the module's head).
    fn stored(&self) -> String {
        match self {
            Post::Office(o) => o.name().to_string(),
            Post::Governor { province } => format!("{GOVERNOR_OF}{province}"),
            Post::Priest => PRIEST.to_string(),
        }
    }

    /// Read the stored form back.
    fn from_stored(s: &str) -> Option<Post> {
        if s == PRIEST {
            return Some(Post::Priest);
        }
        if let Some(province) = s.strip_prefix(GOVERNOR_OF) {
            return Some(Post::Governor {
                province: province.to_string(),
            });
        }
        OFFICES
            .into_iter()
            .find(|o| o.name() == s)
            .map(Post::Office)
    }
}

impl From<Office> for Post {
    fn from(o: Office) -> Self {
        Post::Office(o)
    }
}

impl Serialize for Post {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.stored())
    }
}

impl<'de> Deserialize<'de> for Post {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Post::from_stored(&s)
            .ok_or_else(|| serde::de::Error::custom(format!("not an office or post: {s:?}")))
    }
}

/// `#[serde(with = "…")]` for a `Phase` in an event: stored as its English name ("Forum").
pub mod phase_by_name {
    use super::*;

    pub fn serialize<S: Serializer>(p: &Phase, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(p.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Phase, D::Error> {
        let s = String::deserialize(d)?;
        PHASES
            .into_iter()
            .find(|p| p.name() == s)
            .ok_or_else(|| serde::de::Error::custom(format!("not a phase: {s:?}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// GEN-11 / SEN-15 / SEN-35: every post reads back as written, in the form events were
    /// always stored in.
    #[test]
    fn gen_11_posts_are_stored_as_their_names_and_read_back() {
        let mut posts: Vec<Post> = OFFICES.into_iter().map(Post::Office).collect();
        posts.push(Post::Priest);
        posts.push(Post::Governor {
            province: "Sicilia".into(),
        });
        for p in posts {
            let json = serde_json::to_string(&p).unwrap_or_default();
            let back: Result<Post, _> = serde_json::from_str(&json);
            assert_eq!(back.ok(), Some(p.clone()), "{json}");
        }
        assert_eq!(
            serde_json::to_string(&Post::Office(Office::RomeConsul)).ok(),
            Some("\"Rome Consul\"".to_string())
        );
        assert!(serde_json::from_str::<Post>("\"Tyrant\"").is_err());
    }

    #[derive(Serialize, Deserialize)]
    struct P {
        #[serde(with = "phase_by_name")]
        phase: Phase,
    }

    /// GEN-01: a phase in an event is stored as its name and read back.
    #[test]
    fn gen_01_phases_are_stored_as_their_names_and_read_back() {
        for phase in PHASES {
            let json = serde_json::to_string(&P { phase }).unwrap_or_default();
            let back: Option<P> = serde_json::from_str(&json).ok();
            assert_eq!(back.map(|p| p.phase), Some(phase), "{json}");
        }
        assert_eq!(
            serde_json::to_string(&P {
                phase: Phase::Forum
            })
            .ok(),
            Some("{\"phase\":\"Forum\"}".to_string())
        );
    }
}
