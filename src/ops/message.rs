//! A follow-up in an existing thread (POST /messages): reaches one person,
//! spends no quota; an answer lost on the way is never sent again blindly.

use serde_json::Value;

use crate::api::types::MessageRequest;
use crate::api::Client;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

use super::kit::{lost, routes};
use super::Spends;

/// The name an idempotency key records it under (shared by the command and
/// the tool).
pub const GATE: &str = "message";

/// A checked message: a thread id and a text that is not blank.
pub struct Message {
    body: MessageRequest,
}

impl Message {
    /// `what` names the thread id in an error (`thread id`, `thread_id`).
    pub fn new(what: &str, thread_id: &str, message: String) -> Result<Message> {
        let thread_id = thread_id.trim();
        if thread_id.is_empty() {
            return Err(Error::usage(format!("the {what} is empty"))
                .with_hint("thread ids come from `talent invite` and `talent apps JOB_ID`"));
        }
        if message.trim().is_empty() {
            return Err(Error::usage("the message is empty; nothing was sent")
                .with_hint("write something to send"));
        }
        Ok(Message {
            body: MessageRequest {
                thread_id: thread_id.to_string(),
                message,
            },
        })
    }

    pub fn text(&self) -> &str {
        &self.body.message
    }

    /// The thread it goes to.
    pub fn thread(&self) -> &str {
        &self.body.thread_id
    }

    /// The request as an idempotency key records it.
    pub fn record(&self) -> Result<Value> {
        Ok(serde_json::to_value(&self.body)?)
    }

    /// One person reached (no quota: service.md counts no message).
    pub fn spends(&self) -> Spends {
        Spends {
            people: 1,
            ..Spends::NOTHING
        }
    }

    pub async fn run(&self, client: &Client) -> Result<Value> {
        let req = routes::message(&self.body)?;
        client.send(&req).await.map_err(lost::message)?.record()
    }
}

/// The sent message, vertically.
pub const MESSAGE_VIEW: View = View {
    columns: &[
        col("SENT", "success", CellKind::Bool),
        col("THREAD", "threadId", CellKind::Id),
        col("MESSAGE ID", "messageId", CellKind::Id),
    ],
    key: None,
    schema: Some("main#MessageResponse"),
};
