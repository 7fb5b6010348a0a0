RSpec.describe Treesurvey::SurveyCsv do
  it "reads one tree per row" do
    trees = survey
    expect(trees.map(&:id)).to eq(%w[T001 T002 T003 T004 T005 T006 T007])
    expect(trees[1]).to have_attributes(species: "Horse chestnut", girth_cm: 220, condition: :poor,
                                        target: :high, last_inspected: Date.new(2025, 6, 1))
  end

  it "refuses an export without the survey columns" do
    expect { described_class.parse("id,species\nT1,Rowan\n") }
      .to raise_error(ArgumentError, "survey export lacks girth_cm, condition, target, last_inspected")
  end

  it "refuses a condition the survey does not use" do
    text = "id,species,girth_cm,condition,target,last_inspected\nT9,Rowan,50,dying,low,2025-01-01\n"
    expect { described_class.parse(text) }.to raise_error(ArgumentError, "T9: condition :dying")
  end
end
