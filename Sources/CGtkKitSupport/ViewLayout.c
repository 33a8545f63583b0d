// SPDX-License-Identifier: Apache-2.0
#include "CGtkKitSupport.h"
#include <math.h>
#include <string.h>

/* Two containers that lay children out as SwiftUI does, well enough for its stacks and
 * frames: a child takes the space it asks for (its natural size) unless it is flexible
 * along an axis (GTK's computed expand), in which case it takes what is offered there.
 * Both mirror horizontal alignment in right-to-left layouts. */

/* The position of a child of `size` in `space` for an alignment fraction (0 leading or
 * top, 0.5 centre, 1 trailing or bottom), mirrored horizontally right to left. */
static int aligned(int space, int size, double fraction, gboolean horizontal, GtkWidget *widget) {
    if (horizontal && gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL) fraction = 1 - fraction;
    return (int)lround((space - size) * fraction);
}

/* ---- Stack ------------------------------------------------------------------------ */

typedef struct {
    GtkWidget parent_instance;
    int axis;          /* GTKKIT_STACK_VERTICAL, _HORIZONTAL or _DEPTH */
    int spacing;
    double halign, valign;
} GtkKitStack;
typedef struct { GtkWidgetClass parent_class; } GtkKitStackClass;
G_DEFINE_TYPE(GtkKitStack, gtkkit_stack, GTK_TYPE_WIDGET)

static int stack_visible_count(GtkWidget *widget) {
    int count = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        if (gtk_widget_should_layout(child)) count++;
    return count;
}

static void gtkkit_stack_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                 int *minimum, int *natural, int *minimum_baseline, int *natural_baseline) {
    GtkKitStack *self = (GtkKitStack *)widget;
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    gboolean along = (self->axis == GTKKIT_STACK_VERTICAL && orientation == GTK_ORIENTATION_VERTICAL)
                  || (self->axis == GTKKIT_STACK_HORIZONTAL && orientation == GTK_ORIENTATION_HORIZONTAL);
    int count = stack_visible_count(widget);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int child_minimum = 0, child_natural = 0;
        /* A vertical stack measures heights for its width: each child at the width it
         * will get, which is the offered width for a flexible child and no more than its
         * natural width otherwise. */
        int size = for_size;
        if (for_size >= 0 && !along && self->axis != GTKKIT_STACK_DEPTH) size = for_size;
        else if (for_size >= 0 && along) {
            GtkOrientation other = orientation == GTK_ORIENTATION_VERTICAL ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;
            if (!gtk_widget_compute_expand(child, other)) {
                int other_minimum = 0, other_natural = 0;
                gtk_widget_measure(child, other, -1, &other_minimum, &other_natural, NULL, NULL);
                size = MIN(other_natural, for_size);
                size = MAX(size, other_minimum);
            }
        } else size = -1;
        gtk_widget_measure(child, orientation, size, &child_minimum, &child_natural, NULL, NULL);
        if (along) {
            *minimum += child_minimum;
            *natural += child_natural;
        } else {
            *minimum = MAX(*minimum, child_minimum);
            *natural = MAX(*natural, child_natural);
        }
    }
    if (along && count > 1) {
        *minimum += self->spacing * (count - 1);
        *natural += self->spacing * (count - 1);
    }
}

static void gtkkit_stack_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    GtkKitStack *self = (GtkKitStack *)widget;
    gboolean vertical = self->axis == GTKKIT_STACK_VERTICAL;
    gboolean depth = self->axis == GTKKIT_STACK_DEPTH;
    GtkOrientation main_axis = vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL;
    GtkOrientation cross_axis = vertical ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;
    int count = stack_visible_count(widget);
    if (count == 0) return;
    int cross_space = vertical ? width : height;
    int main_space = vertical ? height : width;
    int *cross = g_new0(int, count), *main = g_new0(int, count), *mins = g_new0(int, count);
    gboolean *flexible = g_new0(gboolean, count);
    int index = 0, total = 0, flexible_count = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        if (depth) { index++; continue; }
        int minimum = 0, natural = 0;
        if (gtk_widget_compute_expand(child, cross_axis)) cross[index] = cross_space;
        else {
            gtk_widget_measure(child, cross_axis, -1, &minimum, &natural, NULL, NULL);
            cross[index] = MAX(MIN(natural, cross_space), minimum);
        }
        gtk_widget_measure(child, main_axis, cross[index], &mins[index], &main[index], NULL, NULL);
        flexible[index] = gtk_widget_compute_expand(child, main_axis);
        if (flexible[index]) flexible_count++;
        total += main[index];
        index++;
    }
    if (!depth) {
        int extra = main_space - total - self->spacing * (count - 1);
        if (extra > 0 && flexible_count > 0) {
            /* Flexible children share what is left, evenly (the first ones take the remainder). */
            int share = extra / flexible_count, remainder = extra % flexible_count;
            for (int i = 0; i < count; i++)
                if (flexible[i]) { main[i] += share + (remainder > 0 ? 1 : 0); if (remainder > 0) remainder--; }
        } else if (extra < 0) {
            /* Too little room: shrink children towards their minimums, last ones first. */
            int deficit = -extra;
            for (int i = count - 1; i >= 0 && deficit > 0; i--) {
                int give = MIN(deficit, main[i] - mins[i]);
                if (give > 0) { main[i] -= give; deficit -= give; }
            }
        }
    }
    int position = 0;
    index = 0;
    gboolean rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int x, y, w, h;
        if (depth) {
            int minimum = 0, natural = 0;
            w = gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL) ? width : 0;
            if (w == 0) { gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL); w = MAX(MIN(natural, width), minimum); }
            h = gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL) ? height : 0;
            if (h == 0) { gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, w, &minimum, &natural, NULL, NULL); h = MAX(MIN(natural, height), minimum); }
            x = aligned(width, w, self->halign, TRUE, widget);
            y = aligned(height, h, self->valign, FALSE, widget);
        } else if (vertical) {
            w = cross[index]; h = main[index];
            x = aligned(width, w, self->halign, TRUE, widget);
            y = position;
        } else {
            w = main[index]; h = cross[index];
            x = rtl ? width - position - w : position;
            y = aligned(height, h, self->valign, FALSE, widget);
        }
        GskTransform *transform = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)x, (float)y));
        gtk_widget_allocate(child, w, h, -1, transform);
        if (!depth) position += main[index] + self->spacing;
        index++;
    }
    g_free(cross); g_free(main); g_free(mins); g_free(flexible);
}

/* A stack is flexible along an axis when any of its children is (a Spacer in an HStack
 * makes the HStack take the width it is offered). */
static void gtkkit_stack_compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    *hexpand = *vexpand = FALSE;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_get_visible(child)) continue;
        *hexpand = *hexpand || gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL);
        *vexpand = *vexpand || gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL);
    }
}

static void gtkkit_stack_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(gtkkit_stack_parent_class)->dispose(object);
}

static void gtkkit_stack_class_init(GtkKitStackClass *klass) {
    GTK_WIDGET_CLASS(klass)->measure = gtkkit_stack_measure;
    GTK_WIDGET_CLASS(klass)->size_allocate = gtkkit_stack_size_allocate;
    GTK_WIDGET_CLASS(klass)->compute_expand = gtkkit_stack_compute_expand;
    G_OBJECT_CLASS(klass)->dispose = gtkkit_stack_dispose;
    gtk_widget_class_set_accessible_role(GTK_WIDGET_CLASS(klass), GTK_ACCESSIBLE_ROLE_GROUP);
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "stack-layout");
}

static void gtkkit_stack_init(GtkKitStack *self) { self->halign = self->valign = 0.5; }

GtkWidget *gtkkit_stack_new(int axis) {
    GtkKitStack *self = g_object_new(gtkkit_stack_get_type(), NULL);
    self->axis = axis;
    return GTK_WIDGET(self);
}

void gtkkit_stack_configure(GtkWidget *stack, int axis, int spacing, double halign, double valign) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(stack, gtkkit_stack_get_type()));
    GtkKitStack *self = (GtkKitStack *)stack;
    if (self->axis == axis && self->spacing == spacing && self->halign == halign && self->valign == valign) return;
    self->axis = axis; self->spacing = MAX(spacing, 0); self->halign = halign; self->valign = valign;
    gtk_widget_queue_resize(stack);
}

void gtkkit_container_set_children(GtkWidget *container, GtkWidget *const *children, guint count) {
    /* Children no longer listed leave; the listed ones end up in order, each moved only
     * when it is not already after the one before it. */
    GHashTable *wanted = g_hash_table_new(NULL, NULL);
    for (guint i = 0; i < count; i++) g_hash_table_add(wanted, children[i]);
    GtkWidget *child = gtk_widget_get_first_child(container);
    while (child) {
        GtkWidget *next = gtk_widget_get_next_sibling(child);
        if (!g_hash_table_contains(wanted, child)) gtk_widget_unparent(child);
        child = next;
    }
    g_hash_table_unref(wanted);
    GtkWidget *previous = NULL;
    for (guint i = 0; i < count; i++) {
        GtkWidget *current = children[i];
        GtkWidget *expected = previous ? gtk_widget_get_next_sibling(previous) : gtk_widget_get_first_child(container);
        if (current != expected) {
            if (gtk_widget_get_parent(current) == container) gtk_widget_insert_after(current, container, previous);
            else {
                if (gtk_widget_get_parent(current)) gtk_widget_unparent(current);
                gtk_widget_insert_after(current, container, previous);
            }
        }
        previous = current;
    }
    gtk_widget_queue_resize(container);
}

/* ---- Frame ------------------------------------------------------------------------ */

typedef struct {
    GtkWidget parent_instance;
    GtkWidget *content;
    GtkWidget *background;
    GtkWidget *overlay;
    GtkKitFrameSpec spec;
} GtkKitFrame;
typedef struct { GtkWidgetClass parent_class; } GtkKitFrameClass;
G_DEFINE_TYPE(GtkKitFrame, gtkkit_frame, GTK_TYPE_WIDGET)

static gboolean constrains_width(const GtkKitFrameSpec *s) { return s->min_width >= 0 || s->ideal_width >= 0 || s->max_width >= 0; }
static gboolean constrains_height(const GtkKitFrameSpec *s) { return s->min_height >= 0 || s->ideal_height >= 0 || s->max_height >= 0; }

/* The frame's size along one axis from its content's: a fixed (ideal) size wins, else the
 * content's clamped to the minimum and maximum. */
static void frame_clamp(double min_size, double ideal, double max_size, int *minimum, int *natural) {
    if (ideal >= 0 && min_size < 0 && max_size < 0) { *minimum = *natural = (int)lround(ideal); return; }
    if (ideal >= 0) *natural = (int)lround(ideal);
    if (min_size >= 0) { *minimum = MAX(*minimum, (int)lround(min_size)); *natural = MAX(*natural, (int)lround(min_size)); }
    if (max_size >= 0 && isfinite(max_size)) { *natural = MIN(*natural, (int)lround(max_size)); *minimum = MIN(*minimum, *natural); }
}

static void gtkkit_frame_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                 int *minimum, int *natural, int *minimum_baseline, int *natural_baseline) {
    GtkKitFrame *self = (GtkKitFrame *)widget;
    const GtkKitFrameSpec *s = &self->spec;
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    gboolean horizontal = orientation == GTK_ORIENTATION_HORIZONTAL;
    double inset = horizontal ? s->leading + s->trailing : s->top + s->bottom;
    double other_inset = horizontal ? s->top + s->bottom : s->leading + s->trailing;
    if (self->content && gtk_widget_should_layout(self->content)) {
        int size = for_size >= 0 ? MAX(0, for_size - (int)lround(other_inset)) : -1;
        gtk_widget_measure(self->content, orientation, size, minimum, natural, NULL, NULL);
    }
    *minimum += (int)lround(inset);
    *natural += (int)lround(inset);
    if (horizontal) frame_clamp(s->min_width, s->ideal_width, s->max_width, minimum, natural);
    else {
        frame_clamp(s->min_height, s->ideal_height, s->max_height, minimum, natural);
        if (s->fraction < 1) {
            *minimum = (int)lround(*minimum * s->fraction);
            *natural = (int)lround(*natural * s->fraction);
        }
    }
}

static void gtkkit_frame_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    GtkKitFrame *self = (GtkKitFrame *)widget;
    const GtkKitFrameSpec *s = &self->spec;
    if (self->background && gtk_widget_should_layout(self->background))
        gtk_widget_allocate(self->background, width, height, -1, NULL);
    if (self->content && gtk_widget_should_layout(self->content)) {
        int inner_width = MAX(0, width - (int)lround(s->leading + s->trailing));
        int full_height = height;
        if (s->fraction < 1 && s->fraction > 0) full_height = (int)lround(height / s->fraction);
        else if (s->fraction <= 0) {
            int minimum = 0, natural = 0;
            gtk_widget_measure(self->content, GTK_ORIENTATION_VERTICAL, inner_width, &minimum, &natural, NULL, NULL);
            full_height = natural + (int)lround(s->top + s->bottom);
        }
        int inner_height = MAX(0, full_height - (int)lround(s->top + s->bottom));
        int w = inner_width, h = inner_height, minimum = 0, natural = 0;
        /* Inside a size constraint the content keeps its own size unless it is flexible,
         * and sits at the frame's alignment; without one it fills the frame. */
        if (constrains_width(s) && !gtk_widget_compute_expand(self->content, GTK_ORIENTATION_HORIZONTAL)) {
            gtk_widget_measure(self->content, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
            w = MAX(MIN(natural, inner_width), MIN(minimum, inner_width));
        }
        if (constrains_height(s) && !gtk_widget_compute_expand(self->content, GTK_ORIENTATION_VERTICAL)) {
            gtk_widget_measure(self->content, GTK_ORIENTATION_VERTICAL, w, &minimum, &natural, NULL, NULL);
            h = MAX(MIN(natural, inner_height), MIN(minimum, inner_height));
        }
        gboolean rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
        double x = (rtl ? s->trailing : s->leading) + aligned(inner_width, w, s->halign, TRUE, widget) + (rtl ? -s->offset_x : s->offset_x);
        double y = s->top + aligned(inner_height, h, s->valign, FALSE, widget) + s->offset_y;
        GskTransform *transform = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)x, (float)y));
        gtk_widget_allocate(self->content, w, h, -1, transform);
    }
    if (self->overlay && gtk_widget_should_layout(self->overlay))
        gtk_widget_allocate(self->overlay, width, height, -1, NULL);
}

static void gtkkit_frame_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtkKitFrame *self = (GtkKitFrame *)widget;
    double radius = self->spec.corner_radius;
    if (radius > 0) {
        GskRoundedRect clip;
        gsk_rounded_rect_init_from_rect(&clip, &GRAPHENE_RECT_INIT(0, 0, (float)gtk_widget_get_width(widget), (float)gtk_widget_get_height(widget)), (float)radius);
        gtk_snapshot_push_rounded_clip(snapshot, &clip);
    }
    if (self->background) gtk_widget_snapshot_child(widget, self->background, snapshot);
    if (self->content) gtk_widget_snapshot_child(widget, self->content, snapshot);
    if (self->overlay) gtk_widget_snapshot_child(widget, self->overlay, snapshot);
    if (radius > 0) gtk_snapshot_pop(snapshot);
}

/* Flexible as its content is, unless a size constraint says otherwise (set explicitly by
 * frame_apply_expand, which also makes GTK recompute its ancestors'). The background and
 * overlay never make a frame flexible. */
static void gtkkit_frame_compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    GtkKitFrame *self = (GtkKitFrame *)widget;
    *hexpand = self->content && gtk_widget_compute_expand(self->content, GTK_ORIENTATION_HORIZONTAL);
    *vexpand = self->content && gtk_widget_compute_expand(self->content, GTK_ORIENTATION_VERTICAL);
}

/* -1: as the content; 0: never; 1: always. A fixed size is never flexible, a finite
 * maximum neither, an infinite maximum always is. */
static int frame_axis_expand(double min_size, double ideal, double max_size) {
    if (max_size >= 0 && !isfinite(max_size)) return 1;
    if (max_size >= 0) return 0;
    if (ideal >= 0 && min_size < 0) return 0;
    return -1;
}

static void frame_apply_expand(GtkWidget *frame, const GtkKitFrameSpec *s) {
    int h = frame_axis_expand(s->min_width, s->ideal_width, s->max_width);
    int v = frame_axis_expand(s->min_height, s->ideal_height, s->max_height);
    if (h < 0) gtk_widget_set_hexpand_set(frame, FALSE); else gtk_widget_set_hexpand(frame, h);
    if (v < 0) gtk_widget_set_vexpand_set(frame, FALSE); else gtk_widget_set_vexpand(frame, v);
}

static void gtkkit_frame_dispose(GObject *object) {
    GtkKitFrame *self = (GtkKitFrame *)object;
    g_clear_pointer(&self->background, gtk_widget_unparent);
    g_clear_pointer(&self->content, gtk_widget_unparent);
    g_clear_pointer(&self->overlay, gtk_widget_unparent);
    G_OBJECT_CLASS(gtkkit_frame_parent_class)->dispose(object);
}

static void gtkkit_frame_class_init(GtkKitFrameClass *klass) {
    GTK_WIDGET_CLASS(klass)->measure = gtkkit_frame_measure;
    GTK_WIDGET_CLASS(klass)->size_allocate = gtkkit_frame_size_allocate;
    GTK_WIDGET_CLASS(klass)->snapshot = gtkkit_frame_snapshot;
    GTK_WIDGET_CLASS(klass)->compute_expand = gtkkit_frame_compute_expand;
    G_OBJECT_CLASS(klass)->dispose = gtkkit_frame_dispose;
    gtk_widget_class_set_accessible_role(GTK_WIDGET_CLASS(klass), GTK_ACCESSIBLE_ROLE_GROUP);
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "frame-layout");
}

GtkKitFrameSpec gtkkit_frame_spec_default(void) {
    GtkKitFrameSpec spec = {
        .min_width = -1, .ideal_width = -1, .max_width = -1,
        .min_height = -1, .ideal_height = -1, .max_height = -1,
        .halign = 0.5, .valign = 0.5, .fraction = 1,
    };
    return spec;
}

static void gtkkit_frame_init(GtkKitFrame *self) { self->spec = gtkkit_frame_spec_default(); }

GtkWidget *gtkkit_frame_new(void) { return g_object_new(gtkkit_frame_get_type(), NULL); }

static void frame_replace(GtkWidget *frame, GtkWidget **slot, GtkWidget *child) {
    if (*slot == child) return;
    if (*slot) gtk_widget_unparent(*slot);
    *slot = child;
    if (child) {
        if (gtk_widget_get_parent(child)) gtk_widget_unparent(child);
        gtk_widget_set_parent(child, frame);
    }
    gtk_widget_queue_resize(frame);
}

void gtkkit_frame_set_content(GtkWidget *frame, GtkWidget *child) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(frame, gtkkit_frame_get_type()));
    frame_replace(frame, &((GtkKitFrame *)frame)->content, child);
}

void gtkkit_frame_set_background(GtkWidget *frame, GtkWidget *child) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(frame, gtkkit_frame_get_type()));
    frame_replace(frame, &((GtkKitFrame *)frame)->background, child);
}

void gtkkit_frame_set_overlay(GtkWidget *frame, GtkWidget *child) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(frame, gtkkit_frame_get_type()));
    frame_replace(frame, &((GtkKitFrame *)frame)->overlay, child);
}

void gtkkit_frame_set_spec(GtkWidget *frame, const GtkKitFrameSpec *spec) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(frame, gtkkit_frame_get_type()));
    GtkKitFrame *self = (GtkKitFrame *)frame;
    if (memcmp(&self->spec, spec, sizeof *spec) == 0) return;
    gboolean resize = self->spec.fraction != spec->fraction || self->spec.min_width != spec->min_width
        || self->spec.ideal_width != spec->ideal_width || self->spec.max_width != spec->max_width
        || self->spec.min_height != spec->min_height || self->spec.ideal_height != spec->ideal_height
        || self->spec.max_height != spec->max_height || self->spec.top != spec->top || self->spec.bottom != spec->bottom
        || self->spec.leading != spec->leading || self->spec.trailing != spec->trailing;
    self->spec = *spec;
    frame_apply_expand(frame, spec);
    if (resize) gtk_widget_queue_resize(frame);
    else { gtk_widget_queue_allocate(frame); gtk_widget_queue_draw(frame); }
}

GtkKitFrameSpec gtkkit_frame_get_spec(GtkWidget *frame) {
    g_return_val_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(frame, gtkkit_frame_get_type()), gtkkit_frame_spec_default());
    return ((GtkKitFrame *)frame)->spec;
}

/* ---- Shape ------------------------------------------------------------------------ */

typedef struct {
    GtkWidget parent_instance;
    int kind;                 /* GTKKIT_SHAPE_* */
    double radius;
    GdkRGBA start, end;       /* end differs from start for a gradient, top to bottom */
    gboolean has_fill;
} GtkKitShape;
typedef struct { GtkWidgetClass parent_class; } GtkKitShapeClass;
G_DEFINE_TYPE(GtkKitShape, gtkkit_shape, GTK_TYPE_WIDGET)

static void gtkkit_shape_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtkKitShape *self = (GtkKitShape *)widget;
    if (!self->has_fill) return;
    float w = (float)gtk_widget_get_width(widget), h = (float)gtk_widget_get_height(widget);
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, w, h);
    float radius = (float)self->radius;
    if (self->kind == GTKKIT_SHAPE_CIRCLE) {
        float side = MIN(w, h);
        bounds = GRAPHENE_RECT_INIT((w - side) / 2, (h - side) / 2, side, side);
        radius = side / 2;
    }
    GskRoundedRect clip;
    gsk_rounded_rect_init_from_rect(&clip, &bounds, radius);
    gtk_snapshot_push_rounded_clip(snapshot, &clip);
    if (gdk_rgba_equal(&self->start, &self->end)) gtk_snapshot_append_color(snapshot, &self->start, &bounds);
    else {
        GskColorStop stops[2] = { { 0, self->start }, { 1, self->end } };
        graphene_point_t top = GRAPHENE_POINT_INIT(bounds.origin.x, bounds.origin.y);
        graphene_point_t bottom = GRAPHENE_POINT_INIT(bounds.origin.x, bounds.origin.y + bounds.size.height);
        gtk_snapshot_append_linear_gradient(snapshot, &bounds, &top, &bottom, stops, 2);
    }
    gtk_snapshot_pop(snapshot);
}

static void gtkkit_shape_compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    (void)widget;
    *hexpand = *vexpand = TRUE;  /* a shape takes all the space it is offered */
}

static void gtkkit_shape_class_init(GtkKitShapeClass *klass) {
    GTK_WIDGET_CLASS(klass)->snapshot = gtkkit_shape_snapshot;
    GTK_WIDGET_CLASS(klass)->compute_expand = gtkkit_shape_compute_expand;
    gtk_widget_class_set_accessible_role(GTK_WIDGET_CLASS(klass), GTK_ACCESSIBLE_ROLE_PRESENTATION);
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "shape");
}

static void gtkkit_shape_init(GtkKitShape *self) { (void)self; }

GtkWidget *gtkkit_shape_new(void) { return g_object_new(gtkkit_shape_get_type(), NULL); }

void gtkkit_shape_set(GtkWidget *shape, int kind, double radius, gboolean has_fill, const GdkRGBA *start, const GdkRGBA *end) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(shape, gtkkit_shape_get_type()));
    GtkKitShape *self = (GtkKitShape *)shape;
    self->kind = kind;
    self->radius = radius;
    self->has_fill = has_fill;
    if (start) self->start = *start;
    self->end = end ? *end : self->start;
    gtk_widget_queue_draw(shape);
}
