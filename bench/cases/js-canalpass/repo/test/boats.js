// Boats used across the tests.
module.exports = {
  kingfisher: { name: 'Kingfisher', lengthM: 17.4, beamM: 2.08 },
  dunlin: { name: 'Dunlin', lengthM: 12, beamM: 2.08 },
  otter: { name: 'Otter', lengthM: 20, beamM: 2.08 },
  heron: { name: 'Heron', lengthM: 9.5, beamM: 2.1 },
  bigBertha: { name: 'Big Bertha', lengthM: 21.5, beamM: 3.6 },
};
