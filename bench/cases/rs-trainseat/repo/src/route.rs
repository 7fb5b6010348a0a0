use crate::error::Error;

/// The stations a train calls at, in order.
#[derive(Debug, Clone)]
pub struct Route {
    stations: Vec<String>,
}

impl Route {
    pub fn new<S: Into<String>>(stations: impl IntoIterator<Item = S>) -> Route {
        Route { stations: stations.into_iter().map(Into::into).collect() }
    }

    pub fn len(&self) -> usize {
        self.stations.len()
    }

    pub fn is_empty(&self) -> bool {
        self.stations.is_empty()
    }

    pub fn name(&self, index: usize) -> &str {
        &self.stations[index]
    }

    pub fn index_of(&self, name: &str) -> Result<usize, Error> {
        self.stations
            .iter()
            .position(|s| s == name)
            .ok_or_else(|| Error::UnknownStation(name.to_string()))
    }

    /// The stops of a journey from one station to a later one, as indices.
    pub fn journey(&self, from: &str, to: &str) -> Result<(usize, usize), Error> {
        let (a, b) = (self.index_of(from)?, self.index_of(to)?);
        if b <= a {
            return Err(Error::WrongDirection { from: from.to_string(), to: to.to_string() });
        }
        Ok((a, b))
    }
}
