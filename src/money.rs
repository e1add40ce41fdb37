//! INR amounts: parsing (`24L`, `1.2Cr`) and display (`₹24.0L`).
