//! The game's randomness (DESIGN.md "Determinism"): one ChaCha20 stream seeded from the game's
//! 32-byte seed and owned by the game state, plus test scripts consumed before it.
//!
//! The state serializes as seed + word position, so a snapshot continues the stream exactly.
//! Every use of it by the rules is reported as an event by the caller (GEN-02).

use std::collections::VecDeque;

use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::api::Die;

/// A ChaCha20 generator that (de)serializes as its seed and stream position.
#[derive(Clone, Debug)]
pub struct GameRng {
    rng: ChaCha20Rng,
}

#[derive(Serialize, Deserialize)]
struct RngState {
    /// The seed, hex.
    seed: String,
    /// Position in the stream in 32-bit words (decimal string: it is a 68-bit number).
    word_pos: String,
}

impl GameRng {
    pub fn new(seed: [u8; 32]) -> GameRng {
        GameRng {
            rng: ChaCha20Rng::from_seed(seed),
        }
    }

    fn next_u32(&mut self) -> u32 {
        self.rng.next_u32()
    }

    /// A uniform integer in `0..n` (`n` > 0; 0 is returned for `n` == 0), without modulo bias.
    pub fn below(&mut self, n: u32) -> u32 {
        if n <= 1 {
            return 0;
        }
        // Reject the lowest (2^32 mod n) values: what remains is a multiple of n.
        let threshold = n.wrapping_neg() % n;
        loop {
            let r = self.next_u32();
            if r >= threshold {
                return r % n;
            }
        }
    }

    pub fn word_pos(&self) -> u128 {
        self.rng.get_word_pos()
    }
}

impl PartialEq for GameRng {
    fn eq(&self, other: &Self) -> bool {
        self.rng.get_seed() == other.rng.get_seed() && self.word_pos() == other.word_pos()
    }
}

impl Eq for GameRng {}

impl Serialize for GameRng {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        RngState {
            seed: hex::encode(self.rng.get_seed()),
            word_pos: self.word_pos().to_string(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for GameRng {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let st = RngState::deserialize(d)?;
        let bytes = hex::decode(&st.seed).map_err(D::Error::custom)?;
        let seed: [u8; 32] = bytes
            .try_into()
            .map_err(|_| D::Error::custom("rng seed must be 32 bytes"))?;
        let pos: u128 = st.word_pos.parse().map_err(D::Error::custom)?;
        let mut rng = ChaCha20Rng::from_seed(seed);
        rng.set_word_pos(pos);
        Ok(GameRng { rng })
    }
}

/// The RNG plus the scripted dice and chits tests may queue (consumed before the RNG).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Randomness {
    pub rng: GameRng,
    #[serde(default)]
    pub script_dice: VecDeque<Die>,
    #[serde(default)]
    pub script_chits: VecDeque<String>,
    #[serde(default)]
    pub script_cards: VecDeque<String>,
}

impl Randomness {
    pub fn new(seed: [u8; 32]) -> Randomness {
        Randomness {
            rng: GameRng::new(seed),
            script_dice: VecDeque::new(),
            script_chits: VecDeque::new(),
            script_cards: VecDeque::new(),
        }
    }

    /// One die, 1..=6: the next scripted die if any (clamped into 1..=6), else the RNG.
    pub fn die(&mut self) -> Die {
        if let Some(d) = self.script_dice.pop_front() {
            return d.clamp(1, 6);
        }
        // below(6) < 6, so the conversion cannot fail; 1 is a harmless fallback.
        u8::try_from(self.rng.below(6)).map_or(1, |v| v + 1)
    }

    /// Fisher-Yates shuffle driven by the game RNG.
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        let n = v.len();
        for i in (1..n).rev() {
            let bound = u32::try_from(i + 1).unwrap_or(u32::MAX);
            let j = usize::try_from(self.rng.below(bound)).unwrap_or(0);
            v.swap(i, j.min(i));
        }
    }

    /// A uniform index into a collection of `len` elements (`len` > 0).
    pub fn index(&mut self, len: usize) -> usize {
        let bound = u32::try_from(len).unwrap_or(u32::MAX);
        usize::try_from(self.rng.below(bound)).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rng_round_trips_through_serde_at_any_position() {
        let mut a = Randomness::new([7; 32]);
        for _ in 0..13 {
            a.die();
        }
        let json = serde_json::to_string(&a).unwrap();
        let mut b: Randomness = serde_json::from_str(&json).unwrap();
        assert_eq!(a, b);
        let xs: Vec<Die> = (0..50).map(|_| a.die()).collect();
        let ys: Vec<Die> = (0..50).map(|_| b.die()).collect();
        assert_eq!(xs, ys);
    }

    #[test]
    fn dice_are_in_range_and_scripts_come_first() {
        let mut r = Randomness::new([1; 32]);
        r.script_dice.extend([6, 1, 9]);
        assert_eq!((r.die(), r.die(), r.die()), (6, 1, 6));
        for _ in 0..1000 {
            assert!((1..=6).contains(&r.die()));
        }
    }

    #[test]
    fn below_is_roughly_uniform() {
        let mut r = GameRng::new([3; 32]);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[r.below(6) as usize] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }
}
