'use strict';

const { makeTrack } = require('../src/track');

/** Eight tracks across three genres, fresh for each caller. */
function library() {
  return [
    { path: 'jazz/so-what.mp3', artist: 'Miles Davis', title: 'So What', duration: '9:22', genre: 'Jazz', rating: 5 },
    { path: 'jazz/take-five.mp3', artist: 'Dave Brubeck', title: 'Take Five', duration: '5:24', genre: 'Jazz', rating: 4 },
    { path: 'jazz/naima.mp3', artist: 'John Coltrane', title: 'Naima', duration: '4:21', genre: 'Jazz', rating: 3 },
    { path: 'rock/paranoid.mp3', artist: 'Black Sabbath', title: 'Paranoid', duration: '2:48', genre: 'Rock', rating: 4 },
    { path: 'rock/heroes.mp3', artist: 'David Bowie', title: 'Heroes', duration: '6:07', genre: 'Rock', rating: 5 },
    { path: 'rock/roadrunner.mp3', artist: 'The Modern Lovers', title: 'Roadrunner', duration: '4:04', genre: 'Rock', rating: 2 },
    { path: 'folk/jolene.mp3', artist: 'Dolly Parton', title: 'Jolene', duration: '2:41', genre: 'Folk', rating: 4 },
    { path: 'folk/scarborough.mp3', artist: 'Simon & Garfunkel', title: 'Scarborough Fair', duration: '3:10', genre: 'Folk', rating: 3 },
  ].map(makeTrack);
}

module.exports = { library };
