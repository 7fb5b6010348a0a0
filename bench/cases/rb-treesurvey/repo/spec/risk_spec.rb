RSpec.describe Treesurvey::Risk do
  it "scores condition times target" do
    expect(survey.map { |t| described_class.score(t) }).to eq([6, 9, 8, 6, 1, 3, 3])
  end

  it "puts a poor tree over a busy pavement in the high category" do
    expect(described_class.category(tree("T002"))).to eq(:high)
  end

  it "puts fair trees over people and poor trees by a road in the moderate category" do
    expect(described_class.category(tree("T001"))).to eq(:moderate)
    expect(described_class.category(tree("T004"))).to eq(:moderate)
  end

  it "leaves a sound tree in the low category" do
    expect(described_class.category(tree("T006"))).to eq(:low)
  end
end
