// SPDX-License-Identifier: Apache-2.0
#include "CGtkKitSupport.h"
#include <math.h>

/* A one-child container that takes `fraction` of its child's natural height in its
 * parent's layout and draws the child, at its full natural height, `offset` pixels below
 * its own top (above, when negative). Nothing is clipped: a row that glides, shrinks or
 * grows in a list keeps drawing where it belongs while the rows around it move. */
typedef struct {
    GtkWidget parent_instance;
    GtkWidget *child;
    double fraction;
    double offset;
} GtkKitSlot;
typedef struct { GtkWidgetClass parent_class; } GtkKitSlotClass;
G_DEFINE_TYPE(GtkKitSlot, gtkkit_slot, GTK_TYPE_WIDGET)

static void gtkkit_slot_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                int *minimum, int *natural, int *minimum_baseline, int *natural_baseline) {
    GtkKitSlot *self = (GtkKitSlot *)widget;
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    if (self->child == NULL || !gtk_widget_should_layout(self->child)) return;
    int child_minimum = 0, child_natural = 0;
    gtk_widget_measure(self->child, orientation, for_size, &child_minimum, &child_natural, NULL, NULL);
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        *minimum = child_minimum;
        *natural = child_natural;
    } else {
        /* Heights shrink together: a slot at a fraction asks for exactly that share. */
        *minimum = *natural = (int)lround(child_natural * self->fraction);
    }
}

static void gtkkit_slot_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)height; (void)baseline;
    GtkKitSlot *self = (GtkKitSlot *)widget;
    if (self->child == NULL || !gtk_widget_should_layout(self->child)) return;
    int child_minimum = 0, child_natural = 0;
    gtk_widget_measure(self->child, GTK_ORIENTATION_VERTICAL, width, &child_minimum, &child_natural, NULL, NULL);
    GskTransform *transform = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(0, (float)self->offset));
    gtk_widget_allocate(self->child, width, child_natural, -1, transform);  /* takes the transform */
}

static void gtkkit_slot_dispose(GObject *object) {
    GtkKitSlot *self = (GtkKitSlot *)object;
    g_clear_pointer(&self->child, gtk_widget_unparent);
    G_OBJECT_CLASS(gtkkit_slot_parent_class)->dispose(object);
}

static void gtkkit_slot_class_init(GtkKitSlotClass *klass) {
    GTK_WIDGET_CLASS(klass)->measure = gtkkit_slot_measure;
    GTK_WIDGET_CLASS(klass)->size_allocate = gtkkit_slot_size_allocate;
    G_OBJECT_CLASS(klass)->dispose = gtkkit_slot_dispose;
    gtk_widget_class_set_accessible_role(GTK_WIDGET_CLASS(klass), GTK_ACCESSIBLE_ROLE_GROUP);
}

static void gtkkit_slot_init(GtkKitSlot *self) {
    self->fraction = 1;
    self->offset = 0;
}

GtkWidget *gtkkit_slot_new(GtkWidget *child) {
    GtkKitSlot *self = g_object_new(gtkkit_slot_get_type(), NULL);
    self->child = child;
    gtk_widget_set_parent(child, GTK_WIDGET(self));
    return GTK_WIDGET(self);
}

void gtkkit_slot_set_placement(GtkWidget *slot, double fraction, double offset) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(slot, gtkkit_slot_get_type()));
    GtkKitSlot *self = (GtkKitSlot *)slot;
    double clamped = isfinite(fraction) ? fmin(fmax(fraction, 0), 1) : 1;
    double shift = isfinite(offset) ? offset : 0;
    if (clamped != self->fraction) {
        self->fraction = clamped;
        self->offset = shift;
        gtk_widget_queue_resize(slot);
    } else if (shift != self->offset) {
        self->offset = shift;
        gtk_widget_queue_allocate(slot);
    }
}

int gtkkit_slot_child_height(GtkWidget *slot) {
    g_return_val_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(slot, gtkkit_slot_get_type()), 0);
    GtkKitSlot *self = (GtkKitSlot *)slot;
    int width = gtk_widget_get_width(slot), minimum = 0, natural = 0;
    gtk_widget_measure(self->child, GTK_ORIENTATION_VERTICAL, width > 0 ? width : -1, &minimum, &natural, NULL, NULL);
    return natural;
}
