$LOAD_PATH.unshift File.expand_path("../lib", __dir__)
require "treesurvey"

module SurveyFixtures
  SURVEY = <<~CSV.freeze
    id,species,girth_cm,condition,target,last_inspected
    T001,London plane,310,fair,high,2025-03-10
    T002,Horse chestnut,220,poor,high,2025-06-01
    T003,Silver birch,90,dead,medium,2025-09-15
    T004,Norway maple,180,poor,medium,2024-02-20
    T005,Rowan,60,good,low,2023-05-05
    T006,Common lime,330,good,high,2024-11-30
    T007,Cherry,95,poor,low,2025-01-12
  CSV

  def survey
    Treesurvey::SurveyCsv.parse(SURVEY)
  end

  def tree(id)
    survey.find { |t| t.id == id }
  end
end

RSpec.configure do |config|
  config.include SurveyFixtures
  config.order = :defined
end
