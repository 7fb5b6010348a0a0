RSpec.describe Treesurvey::Tree do
  it "gives the diameter at breast height from the girth" do
    expect(tree("T001").dbh_cm).to eq(98.7)
  end

  it "measures maturity against the species' mature girth" do
    expect(tree("T006").maturity).to be_within(0.001).of(0.943)
  end

  it "refuses a species we do not plant" do
    expect do
      described_class.new(id: "X1", species: "Monkey puzzle", girth_cm: 80, condition: :good, target: :low,
                          last_inspected: Date.new(2025, 1, 1))
    end.to raise_error(ArgumentError, "X1: unknown species Monkey puzzle")
  end
end
