require "minitest/autorun"
require "pipeband"

module ContestFixtures
  JUDGES = {
    "Iain MacLeod" => :piping,
    "Fiona Grant" => :piping,
    "Ross Baird" => :drumming,
    "Alasdair Munro" => :ensemble
  }.freeze

  def band(name, grade = "2")
    @bands ||= {}
    @bands[[name, grade]] ||= Pipeband::Band.new(name, grade)
  end

  # points: { band name => [MacLeod, Grant, Baird, Munro] }
  def contest_with(name, points, grade = "2")
    contest = Pipeband::Contest.new(name, grade)
    points.each do |band_name, marks|
      JUDGES.keys.zip(marks).each do |judge, p|
        contest.add(Pipeband::Sheet.new(judge: judge, category: JUDGES[judge], band: band(band_name, grade), points: p))
      end
    end
    contest
  end
end
