//! Enums whose values travel on the wire as strings, each value written once.

/// An enum with a fixed set of wire strings.
pub trait WireEnum: Copy + Eq + Sized + 'static {
    /// Every value, in the spec's order.
    const ALL: &'static [Self];
    /// The value as the service writes it.
    fn as_str(self) -> &'static str;
    /// The value for a wire string (exact, case-sensitive, as the service reads it).
    fn parse(s: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.as_str() == s)
    }
    /// The wire strings, in the spec's order.
    fn names() -> Vec<&'static str> {
        Self::ALL.iter().map(|v| v.as_str()).collect()
    }
}

/// Wire values for a list-valued parameter: repeats dropped (first place
/// kept), joined by `sep` (`-` on the main interface, `,` on the
/// additional one); `None` when there are none.
pub fn join<T: WireEnum>(values: &[T], sep: char) -> Option<String> {
    let mut seen: Vec<T> = Vec::new();
    for v in values {
        if !seen.contains(v) {
            seen.push(*v);
        }
    }
    let names: Vec<&str> = seen.iter().map(|v| v.as_str()).collect();
    (!names.is_empty()).then(|| names.join(&sep.to_string()))
}

/// Declares a wire enum: the variants, each with its wire string, plus
/// `Display`, `FromStr`, serde as that string, and a `TABLE` of
/// `(wire, value)` pairs for readers that look values up by name.
#[macro_export]
macro_rules! wire_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $wire:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name {
            $( $(#[$vmeta])* $variant ),+
        }

        impl $name {
            /// `(wire string, value)` for every value.
            pub const TABLE: &'static [(&'static str, $name)] = &[ $( ($wire, $name::$variant) ),+ ];

            /// The value as the service writes it.
            pub const fn as_str(self) -> &'static str {
                match self { $( $name::$variant => $wire ),+ }
            }
        }

        impl $crate::wire::WireEnum for $name {
            const ALL: &'static [$name] = &[ $( $name::$variant ),+ ];
            fn as_str(self) -> &'static str {
                $name::as_str(self)
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::wire::UnknownValue;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                <$name as $crate::wire::WireEnum>::parse(s).ok_or_else(|| $crate::wire::UnknownValue {
                    given: s.to_string(),
                    allowed: <$name as $crate::wire::WireEnum>::names(),
                })
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let s = <::std::borrow::Cow<'de, str> as ::serde::Deserialize>::deserialize(d)?;
                s.parse().map_err(::serde::de::Error::custom)
            }
        }
    };
}

/// A string that is none of an enum's wire values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownValue {
    pub given: String,
    pub allowed: Vec<&'static str>,
}

impl std::fmt::Display for UnknownValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "unknown value {:?}; expected one of: {}",
            self.given,
            self.allowed.join(", ")
        )
    }
}

impl std::error::Error for UnknownValue {}
