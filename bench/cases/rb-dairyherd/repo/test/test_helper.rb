# frozen_string_literal: true

require "minitest/autorun"
require "dairyherd"

module HerdFixture
  D = Date.method(:iso8601)

  def build_herd
    herd = Dairyherd::Herd.new
    herd.add(Dairyherd::Cow.new(tag: "UK101", name: "Daisy", breed: "holstein", born: D.("2019-03-10"))
      .calved(D.("2021-03-01")).calved(D.("2022-03-20")).calved(D.("2023-04-02")))
    herd.add(Dairyherd::Cow.new(tag: "UK102", name: "Bella", breed: "jersey", born: D.("2020-01-15"))
      .calved(D.("2022-02-10")).calved(D.("2023-02-01")))
    herd.add(Dairyherd::Cow.new(tag: "UK103", name: "Clover", breed: "friesian", born: D.("2021-02-01"))
      .calved(D.("2023-03-15")))
    herd.add(Dairyherd::Cow.new(tag: "UK104", name: "Primrose", breed: "holstein", born: D.("2022-01-20")))
    herd
  end

  # Three monthly recordings: tag => [am, pm, fat, protein, scc] per date.
  RECORDINGS = {
    "2023-05-10" => {
      "UK101" => [21.0, 18.5, 3.9, 3.2, 95],
      "UK102" => [11.0, 9.6, 5.4, 3.9, 180],
      "UK103" => [16.5, 14.0, 4.1, 3.3, 240]
    },
    "2023-06-12" => {
      "UK101" => [20.4, 18.0, 3.8, 3.2, 110],
      "UK102" => [10.2, 9.0, 5.5, 4.0, 260],
      "UK103" => [15.8, 13.6, 4.0, 3.3, 310]
    },
    "2023-07-11" => {
      "UK101" => [19.0, 17.2, 3.9, 3.3, 150],
      "UK102" => [9.1, 8.3, 5.6, 4.0, 320],
      "UK103" => [15.0, 13.1, 4.1, 3.4, 180]
    }
  }.freeze

  def build_recording(herd)
    recording = Dairyherd::Recording.new(herd)
    RECORDINGS.each do |date, cows|
      cows.each do |tag, (am, pm, fat, protein, scc)|
        recording.add(Dairyherd::MilkRecord.new(tag: tag, date: D.(date), am: am, pm: pm,
                                                fat: fat, protein: protein, scc: scc))
      end
    end
    recording
  end
end
