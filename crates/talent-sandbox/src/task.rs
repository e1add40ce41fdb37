//! tokio's `spawn`, `spawn_local` and `spawn_blocking` with what is handed
//! to them boxed. tokio generates its task machinery (the cell, the harness's
//! poll, complete, shutdown…) once per type it is given: about 0.44 MB over
//! some 70 call sites when each future or closure came in as its own type
//! (docs/benchmarks.md, "28-size"). Boxed, `spawn` and `spawn_local` make one
//! copy per output type and `spawn_blocking` one copy in all; what each call
//! site still generates is the few lines here. For tasks started once per
//! request or command, never per record: one allocation more. The CLI uses
//! these too (`talent::task`): the sandbox is the workspace crate both build.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};

use tokio::task::{JoinError, JoinHandle};

/// `tokio::spawn`, the future boxed.
pub fn spawn<F>(future: F) -> JoinHandle<F::Output>
where
    F: Future + Send + 'static,
    F::Output: Send + 'static,
{
    tokio::spawn(Box::pin(future) as Pin<Box<dyn Future<Output = F::Output> + Send>>)
}

/// `tokio::task::spawn_local`, the future boxed.
pub fn spawn_local<F>(future: F) -> JoinHandle<F::Output>
where
    F: Future + 'static,
    F::Output: 'static,
{
    tokio::task::spawn_local(Box::pin(future) as Pin<Box<dyn Future<Output = F::Output>>>)
}

/// `tokio::task::spawn_blocking`: `f` runs on the blocking pool at once, and
/// awaiting the answer gives its value, or the `JoinError` of its panic, as
/// awaiting tokio's `JoinHandle` does. The task tokio sees is always a
/// `Box<dyn FnOnce() + Send>` that leaves the value where the answer finds it.
pub fn spawn_blocking<F, T>(f: F) -> Blocking<T>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    let slot = Arc::new(Mutex::new(None));
    let put = Arc::clone(&slot);
    let job: Box<dyn FnOnce() + Send> = Box::new(move || {
        let value = f();
        *put.lock().unwrap_or_else(PoisonError::into_inner) = Some(value);
    });
    Blocking {
        handle: tokio::task::spawn_blocking(job),
        slot,
    }
}

/// The answer of [`spawn_blocking`]; dropping it detaches the task (it runs
/// to its end), as dropping a `JoinHandle` does.
pub struct Blocking<T> {
    handle: JoinHandle<()>,
    slot: Arc<Mutex<Option<T>>>,
}

impl<T> Future for Blocking<T> {
    type Output = Result<T, JoinError>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.get_mut();
        match Pin::new(&mut this.handle).poll(cx) {
            Poll::Pending => Poll::Pending,
            Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
            Poll::Ready(Ok(())) => {
                let value = this
                    .slot
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .take();
                // The job put its value before it returned; tokio answers
                // once.
                Poll::Ready(Ok(value.expect("a finished blocking task left its value")))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_boxed_blocking_task_answers_its_value() {
        let n = 41;
        assert_eq!(spawn_blocking(move || n + 1).await.unwrap(), 42);
    }

    #[tokio::test]
    async fn a_boxed_blocking_task_that_panics_answers_a_join_error() {
        let e = spawn_blocking(|| -> u8 { panic!("boom") })
            .await
            .unwrap_err();
        assert!(e.is_panic());
    }

    #[tokio::test]
    async fn a_boxed_blocking_task_runs_without_being_awaited() {
        let (tx, rx) = std::sync::mpsc::channel();
        drop(spawn_blocking(move || tx.send(7).unwrap()));
        let got = tokio::task::spawn_blocking(move || rx.recv().unwrap())
            .await
            .unwrap();
        assert_eq!(got, 7);
    }

    #[tokio::test]
    async fn a_boxed_task_answers_its_output() {
        assert_eq!(spawn(async { 5 }).await.unwrap(), 5);
        let local = tokio::task::LocalSet::new();
        let out = local
            .run_until(async { spawn_local(async { std::rc::Rc::new(6) }).await.unwrap() })
            .await;
        assert_eq!(*out, 6);
    }
}
