// Placeholder so the scroll view's S5 default compiles; the controls branch has the real class.
public class Control: View {}
